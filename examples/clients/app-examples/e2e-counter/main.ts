// #region main
import {loadSigner} from './config';
import {createCounter, increment, readCounter, setValue} from './counter';

/** Creates a counter, increments it twice, resets it, and prints the value after each step. */
export async function main(): Promise<void> {
  const signer = loadSigner();

  const counterId = await createCounter(signer);
  console.log(`Created counter ${counterId}`);

  await increment(signer, counterId);
  await increment(signer, counterId);
  console.log(`After two increments: ${(await readCounter(counterId)).value}`);

  await setValue(signer, counterId, 0n);
  console.log(`After set_value(0): ${(await readCounter(counterId)).value}`);
}
// #endregion
