import type {Signer} from '@mysten/sui/cryptography';
import {SuiGrpcClient} from '@mysten/sui/grpc';
import type {Transaction} from '@mysten/sui/transactions';

export const client = new SuiGrpcClient({
  network: 'testnet',
  baseUrl: 'https://fullnode.testnet.sui.io:443',
});

/** The package ID that `sui client publish` printed. */
export const PACKAGE_ID = requireEnv('TIC_TAC_TOE_PACKAGE_ID');

/** Signs and runs a transaction, throws if it failed, and returns its effects and object types. */
export async function execute(signer: Signer, tx: Transaction) {
  const result = await client.signAndExecuteTransaction({
    transaction: tx,
    signer,
    include: {effects: true, objectTypes: true},
  });
  return checked(result);
}

/** Throws when a transaction failed; otherwise waits until it is indexed and returns it. */
export async function checked<T extends {digest: string; status: {success: boolean}}>(
  result: {$kind: 'Transaction'; Transaction: T} | {$kind: 'FailedTransaction'; FailedTransaction: T},
): Promise<T> {
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Transaction ${result.FailedTransaction.digest} failed`);
  }
  await client.waitForTransaction({digest: result.Transaction.digest});
  return result.Transaction;
}

/** The ID of the object of type `type` that a transaction created. */
export function createdObject(
  effects: {changedObjects: {objectId: string; inputState: string}[]},
  objectTypes: Record<string, string>,
  type: string,
): string {
  const found = effects.changedObjects.find(
    (change) => change.inputState === 'DoesNotExist' && objectTypes[change.objectId] === type,
  );
  if (!found) throw new Error(`The transaction created no ${type}.`);
  return found.objectId;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set the ${name} environment variable first.`);
  return value;
}
