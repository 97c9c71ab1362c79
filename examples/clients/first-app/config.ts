// #region client
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';

/** The network the package was published to, and a full node that serves gRPC on it. */
export const client = new SuiGrpcClient({
  network: 'testnet',
  baseUrl: 'https://fullnode.testnet.sui.io:443',
});
// #endregion

// #region package
/** The package ID printed by `sui client publish`, passed in through the environment. */
export const PACKAGE_ID = requireEnv('FIRST_APP_PACKAGE_ID');

/** Fully qualified Move type names of the two objects the `garden` module defines. */
export const GARDENER_TYPE = `${PACKAGE_ID}::garden::Gardener`;
export const PLANT_TYPE = `${PACKAGE_ID}::garden::Plant`;
// #endregion

// #region signer
/**
 * Loads the key that signs transactions. Export it from the CLI keystore with
 * `sui keytool export --key-identity <ADDRESS>`; the value starts with `suiprivkey`.
 */
export function loadSigner(): Ed25519Keypair {
  return Ed25519Keypair.fromSecretKey(requireEnv('SUI_SECRET_KEY'));
}
// #endregion

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set the ${name} environment variable first.`);
  return value;
}
