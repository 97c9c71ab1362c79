// #region withdraw
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {Transaction} from '@mysten/sui/transactions';
import {isValidSuiAddress, normalizeSuiAddress} from '@mysten/sui/utils';

const client = new SuiGrpcClient({network: 'mainnet', baseUrl: 'http://127.0.0.1:9000'});

/**
 * Sends `amountMist` of SUI from the hot wallet to `recipient` and waits until the node has
 * indexed the transaction. Returns the digest to store with the withdrawal request.
 */
export async function withdrawSui(hotWallet: Ed25519Keypair, recipient: string, amountMist: bigint): Promise<string> {
  const trimmed = recipient.trim();
  // The full 32-byte form only, checked before normalizing: normalizing pads a short form
  // such as 0x2, or turns '' into 0x0, instead of refusing it.
  if (!isValidSuiAddress(trimmed)) throw new Error(`Invalid Sui address: ${recipient}`);
  const to = normalizeSuiAddress(trimmed);
  if (/^0x0+$/.test(to)) throw new Error('Refusing to send to the zero address');
  if (amountMist <= 0n) throw new Error('Amount must be positive');

  const tx = new Transaction();
  tx.setSender(hotWallet.toSuiAddress());
  // Split the amount off the gas coin; the SDK picks and merges gas coins as needed.
  const [payment] = tx.splitCoins(tx.gas, [amountMist]);
  tx.transferObjects([payment], to);

  const result = await client.signAndExecuteTransaction({
    transaction: tx,
    signer: hotWallet,
    include: {effects: true, balanceChanges: true},
  });
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Withdrawal failed: ${JSON.stringify(result.FailedTransaction.status)}`);
  }

  // Make sure later reads from this node see the transaction.
  await client.waitForTransaction({result});
  return result.Transaction.digest;
}
// #endregion withdraw
