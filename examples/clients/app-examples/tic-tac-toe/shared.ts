import type {Signer} from '@mysten/sui/cryptography';
import {Transaction} from '@mysten/sui/transactions';
import {createdObject, execute, PACKAGE_ID} from './config';

// #region start
/** The signer plays X against `opponent`; returns the ID of the shared game. */
export async function startSharedGame(signer: Signer, opponent: string): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::shared_game::start`,
    arguments: [tx.pure.address(opponent)],
  });
  const {effects, objectTypes} = await execute(signer, tx);
  return createdObject(effects, objectTypes, `${PACKAGE_ID}::shared_game::Game`);
}
// #endregion

// #region play
/** Each player signs their own moves; the module rejects a move out of turn. */
export async function playShared(signer: Signer, gameId: string, row: number, col: number): Promise<void> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::shared_game::play`,
    arguments: [tx.object(gameId), tx.pure.u8(row), tx.pure.u8(col)],
  });
  await execute(signer, tx);
}
// #endregion
