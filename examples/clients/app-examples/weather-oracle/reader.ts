import {bcs} from '@mysten/sui/bcs';
import {SimulationError} from '@mysten/sui/client';
import type {Signer} from '@mysten/sui/cryptography';
import {Transaction} from '@mysten/sui/transactions';
import {client, PACKAGE_ID} from './config';

// #region read
/** `weather_oracle::weather::CityWeather`, field by field. */
const CityWeatherBcs = bcs.struct('CityWeather', {
  id: bcs.Address,
  name: bcs.string(),
  temperature_ck: bcs.u32(),
  humidity_pct: bcs.u8(),
  wind_speed_cms: bcs.u32(),
  observed_at_ms: bcs.u64(),
  updated_at_ms: bcs.u64(),
});

/** Reads a city's latest reading and converts it back to everyday units. */
export async function readCity(cityId: string) {
  const {object} = await client.getObject({objectId: cityId, include: {content: true}});
  const city = CityWeatherBcs.parse(object.content);
  return {
    name: city.name,
    celsius: city.temperature_ck / 100 - 273.15,
    humidityPct: city.humidity_pct,
    windMs: city.wind_speed_cms / 100,
    observedAt: new Date(Number(city.observed_at_ms)),
  };
}
// #endregion

// #region postcard
/** Calls the consumer module: mints a postcard from the city's weather and keeps it. */
export async function sendPostcard(signer: Signer, cityId: string): Promise<void> {
  const tx = new Transaction();
  const card = tx.moveCall({
    target: `${PACKAGE_ID}::postcard::write`,
    arguments: [tx.object(cityId), tx.object.clock()],
  });
  tx.transferObjects([card], signer.toSuiAddress());
  let result;
  try {
    result = await client.signAndExecuteTransaction({transaction: tx, signer});
  } catch (error) {
    // The SDK simulates while building: a missing or stale reading aborts here, and nothing is sent.
    if (error instanceof SimulationError) {
      throw new Error(`Postcard not sent: ${error.executionError?.message ?? error.message}`, {cause: error});
    }
    throw error;
  }
  // Passed the simulation but failed on chain, for example because the reading aged in between.
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Postcard transaction ${result.FailedTransaction.digest} failed`);
  }
}
// #endregion
