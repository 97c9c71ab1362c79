// #region main
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {readBoard, render} from './board';
import {playOwned, startOwnedGame, tableKey} from './multisig';
import {playShared, startSharedGame} from './shared';

/** Plays the same short game (X wins on the diagonal) with both variants. */
export async function main(): Promise<void> {
  const x = Ed25519Keypair.fromSecretKey(process.env.X_SECRET_KEY ?? '');
  const o = Ed25519Keypair.fromSecretKey(process.env.O_SECRET_KEY ?? '');
  const moves: [Ed25519Keypair, number, number][] = [
    [x, 0, 0],
    [o, 0, 1],
    [x, 1, 1],
    [o, 0, 2],
    [x, 2, 2],
  ];

  const sharedId = await startSharedGame(x, o.toSuiAddress());
  for (const [player, row, col] of moves) await playShared(player, sharedId, row, col);
  console.log(`Shared game ${sharedId}:\n${render(await readBoard(sharedId))}`);

  const table = tableKey(x.getPublicKey(), o.getPublicKey());
  const ownedId = await startOwnedGame(x, o.getPublicKey());
  for (const [player, row, col] of moves) await playOwned(player, table, ownedId, row, col);
  console.log(`Owned game ${ownedId}, held by ${table.toSuiAddress()}:\n${render(await readBoard(ownedId))}`);
}
// #endregion
