// #region client
import type {Signer} from '@mysten/sui/cryptography';
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import type {Transaction} from '@mysten/sui/transactions';

/** A gRPC client for the network the package lives on. */
export const client = new SuiGrpcClient({
  network: 'testnet',
  baseUrl: 'https://fullnode.testnet.sui.io:443',
});

/** The package ID that `sui client publish` printed. */
export const PACKAGE_ID = requireEnv('COUNTER_PACKAGE_ID');

/** The signing key, exported with `sui keytool export --key-identity <ADDRESS>`. */
export function loadSigner(): Ed25519Keypair {
  return Ed25519Keypair.fromSecretKey(requireEnv('SUI_SECRET_KEY'));
}
// #endregion

// #region execute
/** Signs and runs a transaction, throws if it failed, and waits until the node has indexed it. */
export async function execute(signer: Signer, tx: Transaction) {
  const result = await client.signAndExecuteTransaction({
    transaction: tx,
    signer,
    include: {effects: true, objectTypes: true},
  });
  if (result.$kind === 'FailedTransaction') {
    const {digest, status} = result.FailedTransaction;
    const reason = status.success ? 'unknown error' : status.error.message;
    throw new Error(`Transaction ${digest} failed: ${reason}`);
  }
  await client.waitForTransaction({result});
  return result.Transaction;
}
// #endregion

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set the ${name} environment variable first.`);
  return value;
}
