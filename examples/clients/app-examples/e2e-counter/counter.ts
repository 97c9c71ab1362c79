import {bcs} from '@mysten/sui/bcs';
import type {Signer} from '@mysten/sui/cryptography';
import {Transaction} from '@mysten/sui/transactions';
import {client, execute, PACKAGE_ID} from './config';

// #region create
/** Creates a counter and returns the ID of the new shared object. */
export async function createCounter(signer: Signer): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({target: `${PACKAGE_ID}::counter::create`});

  const result = await execute(signer, tx);
  const counterType = `${PACKAGE_ID}::counter::Counter`;
  const created = result.effects.changedObjects.find(
    (change) => change.inputState === 'DoesNotExist' && result.objectTypes[change.objectId] === counterType,
  );
  if (!created) throw new Error('The transaction did not create a Counter.');
  return created.objectId;
}
// #endregion

// #region mutate
/** Adds one to any counter. */
export async function increment(signer: Signer, counterId: string): Promise<void> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::counter::increment`,
    arguments: [tx.object(counterId)],
  });
  await execute(signer, tx);
}

/** Sets a counter to `value`; the transaction aborts unless the signer created it. */
export async function setValue(signer: Signer, counterId: string, value: bigint): Promise<void> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::counter::set_value`,
    arguments: [tx.object(counterId), tx.pure.u64(value)],
  });
  await execute(signer, tx);
}
// #endregion

// #region read
/** The BCS layout of `counter::counter::Counter`, in field order. */
const CounterBcs = bcs.struct('Counter', {
  id: bcs.Address,
  owner: bcs.Address,
  value: bcs.u64(),
});

/** Reads a counter's owner and value from the full node. */
export async function readCounter(counterId: string): Promise<{owner: string; value: bigint}> {
  const {object} = await client.getObject({objectId: counterId, include: {content: true}});
  const fields = CounterBcs.parse(object.content);
  return {owner: fields.owner, value: BigInt(fields.value)};
}
// #endregion
