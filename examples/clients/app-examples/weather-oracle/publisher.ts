import type {Signer} from '@mysten/sui/cryptography';
import {Transaction} from '@mysten/sui/transactions';
import {client, ORACLE_CAP_ID, PACKAGE_ID} from './config';

// #region reading
/** One observation, in the units the Move module stores. */
export interface Reading {
  temperatureCk: number;
  humidityPct: number;
  windSpeedCms: number;
  observedAtMs: number;
}

/**
 * Converts a provider's values (degrees Celsius, percent, meters per second,
 * ISO time) into integers for the chain. Adapt the input to your provider.
 */
export function toReading(celsius: number, humidity: number, windMs: number, observedAt: string): Reading {
  return {
    temperatureCk: Math.round((celsius + 273.15) * 100),
    humidityPct: Math.round(humidity),
    windSpeedCms: Math.round(windMs * 100),
    observedAtMs: Date.parse(observedAt),
  };
}
// #endregion

// #region post
/** Posts readings for many cities in one transaction: one `post` call per city. */
export async function postReadings(publisher: Signer, readings: Map<string, Reading>): Promise<string> {
  const tx = new Transaction();
  for (const [cityId, reading] of readings) {
    tx.moveCall({
      target: `${PACKAGE_ID}::weather::post`,
      arguments: [
        tx.object(ORACLE_CAP_ID),
        tx.object(cityId),
        tx.pure.u32(reading.temperatureCk),
        tx.pure.u8(reading.humidityPct),
        tx.pure.u32(reading.windSpeedCms),
        tx.pure.u64(reading.observedAtMs),
        tx.object.clock(),
      ],
    });
  }
  const result = await client.signAndExecuteTransaction({transaction: tx, signer: publisher});
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Posting failed in ${result.FailedTransaction.digest}`);
  }
  await client.waitForTransaction({result});
  return result.Transaction.digest;
}
// #endregion

// #region loop
/** Fetches and posts every `intervalMs`; a failed round is logged and retried next time. */
export async function runPublisher(
  publisher: Signer,
  fetchAll: () => Promise<Map<string, Reading>>,
  intervalMs: number,
): Promise<never> {
  for (;;) {
    try {
      const digest = await postReadings(publisher, await fetchAll());
      console.log(`Posted readings in ${digest}`);
    } catch (error) {
      console.error('Round failed:', error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
// #endregion
