// #region main
import {loadSigner} from './config';
import {listPlants, sowAndGift, water} from './garden';

/**
 * Sows a fern for yourself, waters the first plant in your list (not necessarily the new fern),
 * and prints every plant you own.
 */
export async function main(): Promise<void> {
  const signer = loadSigner();
  const me = signer.toSuiAddress();

  const sowDigest = await sowAndGift(signer, 'fern', me);
  console.log(`Sowed a fern in transaction ${sowDigest}`);

  const [first] = await listPlants(me);
  if (first) {
    const waterDigest = await water(signer, first.objectId);
    console.log(`Watered ${first.objectId} in transaction ${waterDigest}`);
  }

  for (const plant of await listPlants(me)) {
    console.log(`${plant.objectId}: ${plant.species}, height ${plant.height}`);
  }
}
// #endregion
