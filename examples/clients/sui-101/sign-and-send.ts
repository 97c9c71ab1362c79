// #region client
import {SimulationError} from '@mysten/sui/client';
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {Transaction} from '@mysten/sui/transactions';

const client = new SuiGrpcClient({
  network: 'testnet',
  baseUrl: 'https://fullnode.testnet.sui.io:443',
});
// #endregion

// #region keypair
// A Bech32 private key, as printed by `sui keytool export` (starts with "suiprivkey").
const keypair = Ed25519Keypair.fromSecretKey(process.env.SUI_PRIVATE_KEY ?? '');
const sender = keypair.toSuiAddress();
// #endregion

// #region one-call
export async function sendSui(recipient: string, mist: bigint) {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [mist]);
  tx.transferObjects([coin], recipient);

  let result;
  try {
    result = await client.signAndExecuteTransaction({
      transaction: tx,
      signer: keypair,
      include: {effects: true, balanceChanges: true},
    });
  } catch (error) {
    // The simulation during building failed: nothing was sent or charged.
    if (error instanceof SimulationError)
      throw new Error(`Not sent: ${error.executionError?.message ?? error.message}`, {cause: error});
    throw error;
  }

  // Passed the simulation, then failed on chain: it has a digest and paid for gas.
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Transaction failed: ${JSON.stringify(result.FailedTransaction.status.error)}`);
  }
  console.log('Digest:', result.Transaction.digest);
  console.log('Gas used:', result.Transaction.effects.gasUsed);
  return result.Transaction.digest;
}
// #endregion

// #region step-by-step
export async function buildSignExecute(recipient: string, mist: bigint) {
  const tx = new Transaction();
  tx.setSender(sender);
  const [coin] = tx.splitCoins(tx.gas, [mist]);
  tx.transferObjects([coin], recipient);

  // 1. Resolve inputs, gas price, budget, and gas coins, then serialize to BCS.
  const bytes = await tx.build({client});
  // 2. Sign the bytes with the TransactionData intent.
  const {signature} = await keypair.signTransaction(bytes);
  // 3. Submit bytes and signature.
  const result = await client.executeTransaction({
    transaction: bytes,
    signatures: [signature],
    include: {effects: true},
  });
  return result;
}
// #endregion

// #region wait
export async function sendAndWait(tx: Transaction) {
  const result = await client.signAndExecuteTransaction({transaction: tx, signer: keypair});
  // Waits until the full node has indexed the transaction, so that reads
  // made afterwards (objects, balances) see its effects.
  const settled = await client.waitForTransaction({result, include: {effects: true, events: true}});
  const executed = settled.Transaction ?? settled.FailedTransaction;
  return {digest: executed.digest, success: executed.status.success, events: executed.events};
}
// #endregion

// #region simulate
export async function estimate(tx: Transaction) {
  tx.setSender(sender);
  const simulated = await client.simulateTransaction({transaction: tx, include: {effects: true}});
  const executed = simulated.Transaction ?? simulated.FailedTransaction;
  return {success: executed.status.success, gasUsed: executed.effects.gasUsed};
}
// #endregion
