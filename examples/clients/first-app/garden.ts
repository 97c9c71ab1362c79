import {bcs} from '@mysten/sui/bcs';
import {SimulationError, type SuiClientTypes} from '@mysten/sui/client';
import type {Signer} from '@mysten/sui/cryptography';
import {Transaction} from '@mysten/sui/transactions';
import {client, GARDENER_TYPE, PACKAGE_ID, PLANT_TYPE} from './config';

// #region bcs
/** The BCS layout of `first_app::garden::Plant`, field by field, in declaration order. */
const PlantBcs = bcs.struct('Plant', {
  id: bcs.Address,
  species: bcs.string(),
  height: bcs.u64(),
});

export interface PlantView {
  objectId: string;
  species: string;
  height: number;
}
// #endregion

// #region read
/** Lists the plants an address owns, decoding each object's Move fields from BCS. */
export async function listPlants(owner: string): Promise<PlantView[]> {
  const {objects} = await client.listOwnedObjects({
    owner,
    type: PLANT_TYPE,
    include: {content: true},
  });
  return objects.map((object) => {
    const fields = PlantBcs.parse(object.content);
    return {objectId: object.objectId, species: fields.species, height: Number(fields.height)};
  });
}

/** Finds the Gardener that `init` sent to the publisher. */
export async function findGardener(owner: string): Promise<string> {
  const {objects} = await client.listOwnedObjects({owner, type: GARDENER_TYPE});
  const gardener = objects[0];
  if (!gardener) throw new Error(`No Gardener owned by ${owner}: did this address publish the package?`);
  return gardener.objectId;
}
// #endregion

// #region sow
/** Sows a plant with the publisher's Gardener and sends it to `recipient`, in one transaction. */
export async function sowAndGift(signer: Signer, species: string, recipient: string): Promise<string> {
  const gardenerId = await findGardener(signer.toSuiAddress());

  const tx = new Transaction();
  const plant = tx.moveCall({
    target: `${PACKAGE_ID}::garden::sow`,
    arguments: [tx.object(gardenerId), tx.pure.string(species)],
  });
  tx.moveCall({
    target: `${PACKAGE_ID}::garden::gift`,
    arguments: [plant, tx.pure.address(recipient)],
  });

  return execute(signer, tx);
}
// #endregion

// #region water
/** Waters one plant that the signer owns. */
export async function water(signer: Signer, plantId: string): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::garden::water`,
    arguments: [tx.object(plantId)],
  });
  return execute(signer, tx);
}
// #endregion

// #region execute
/** Signs and executes a transaction, waits until the full node has indexed it, and returns its digest. */
async function execute(signer: Signer, tx: Transaction): Promise<string> {
  let result;
  try {
    result = await client.signAndExecuteTransaction({
      transaction: tx,
      signer,
      include: {effects: true},
    });
  } catch (error) {
    // The SDK simulates the transaction while building it: one that would abort is never sent.
    if (error instanceof SimulationError && error.executionError) {
      throw new Error(`Transaction not sent: ${describeFailure(error.executionError)}`, {cause: error});
    }
    throw error;
  }
  // It passed the simulation but failed on chain, for example because an object changed in between.
  if (result.$kind === 'FailedTransaction') {
    const {digest, status} = result.FailedTransaction;
    throw new Error(
      `Transaction ${digest} failed: ${status.success ? 'unknown error' : describeFailure(status.error)}`,
    );
  }
  await client.waitForTransaction({result});
  return result.Transaction.digest;
}
// #endregion

// #region abort
/** The abort codes of `first_app::garden`, by value, as declared in the module. */
const GARDEN_ERRORS: Record<string, string> = {
  '0': 'EEmptySpecies: the species name is empty',
  '1': 'EFullyGrown: the plant already has its maximum height',
};

/** Turns an execution error into a readable message, naming garden abort codes. */
export function describeFailure(error: SuiClientTypes.ExecutionError): string {
  if (error.$kind !== 'MoveAbort') return error.message;
  const {abortCode, location} = error.MoveAbort;
  const where = `${location?.module ?? '?'}::${location?.functionName ?? '?'}`;
  const meaning = location?.module === 'garden' ? GARDEN_ERRORS[abortCode] : undefined;
  return `abort ${abortCode} in ${where}${meaning ? ` (${meaning})` : ''}`;
}
// #endregion

// #region simulate
/** Simulates watering a plant without signing or paying gas, and reports what would happen. */
export async function previewWater(sender: string, plantId: string): Promise<string> {
  const tx = new Transaction();
  tx.setSender(sender);
  tx.moveCall({
    target: `${PACKAGE_ID}::garden::water`,
    arguments: [tx.object(plantId)],
  });
  const result = await client.simulateTransaction({transaction: tx});
  if (result.$kind === 'Transaction') return 'watering would succeed';
  const {status} = result.FailedTransaction;
  return status.success ? 'watering would fail' : `watering would fail: ${describeFailure(status.error)}`;
}
// #endregion
