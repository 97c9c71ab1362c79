import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {Transaction} from '@mysten/sui/transactions';
import {fromBase64, toBase64} from '@mysten/sui/utils';

const client = new SuiGrpcClient({network: 'testnet', baseUrl: 'https://fullnode.testnet.sui.io:443'});

// #region sender-kind
/** Sender side, step 1: build only the commands, without gas data. */
export async function buildKind(packageId: string, jarId: string, paymentCoinId: string): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${packageId}::tip_jar::tip`,
    arguments: [tx.object(jarId), tx.object(paymentCoinId)],
  });
  const kindBytes = await tx.build({client, onlyTransactionKind: true});
  return toBase64(kindBytes);
}
// #endregion

// #region sponsor
/** Sponsor side: wrap the kind in full transaction data, pay gas, and sign. */
export async function sponsor(kind: string, sender: string, sponsorKeypair: Ed25519Keypair) {
  const sponsorAddress = sponsorKeypair.toSuiAddress();
  const tx = Transaction.fromKind(fromBase64(kind));
  tx.setSender(sender);
  tx.setGasOwner(sponsorAddress);

  // Pay with one of the sponsor's own SUI coins.
  const {objects} = await client.listCoins({owner: sponsorAddress, limit: 1});
  if (objects.length === 0) throw new Error('Sponsor has no SUI coins');
  const [gasCoin] = objects;
  tx.setGasPayment([{objectId: gasCoin.objectId, version: gasCoin.version, digest: gasCoin.digest}]);
  tx.setGasBudget(10_000_000n);

  const bytes = await tx.build({client});
  const {signature} = await sponsorKeypair.signTransaction(bytes);
  return {bytes: toBase64(bytes), sponsorSignature: signature};
}
// #endregion

// #region sender-sign
/** Sender side, step 2: check, sign the full bytes, and execute with both signatures. */
export async function signAndSubmit(bytes: string, sponsorSignature: string, senderKeypair: Ed25519Keypair) {
  const txBytes = fromBase64(bytes);
  const {signature} = await senderKeypair.signTransaction(txBytes);
  const result = await client.executeTransaction({
    transaction: txBytes,
    signatures: [signature, sponsorSignature],
    include: {effects: true},
  });
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Sponsored transaction failed: ${JSON.stringify(result.FailedTransaction.status.error)}`);
  }
  return result.Transaction.digest;
}
// #endregion

// #region inspect
/** What the sender should check before signing bytes built by someone else. */
export function describe(bytes: string) {
  const tx = Transaction.from(fromBase64(bytes));
  const data = tx.getData();
  return {
    sender: data.sender,
    gasOwner: data.gasData.owner,
    budget: data.gasData.budget,
    commands: data.commands.map((command) => command.$kind),
  };
}
// #endregion
