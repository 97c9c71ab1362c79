import type {PublicKey} from '@mysten/sui/cryptography';
import type {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {MultiSigPublicKey} from '@mysten/sui/multisig';
import {Transaction} from '@mysten/sui/transactions';
import {fromHex, normalizeSuiAddress} from '@mysten/sui/utils';
import {readBoard} from './board';
import {checked, client, createdObject, execute, PACKAGE_ID} from './config';

// #region table
/** The 1-of-2 multisig of both players: a signature from either key is enough. */
export function tableKey(x: PublicKey, o: PublicKey): MultiSigPublicKey {
  if (x.toSuiAddress() === o.toSuiAddress()) throw new Error('A multisig needs two different keys.');
  return MultiSigPublicKey.fromPublicKeys({
    threshold: 1,
    publicKeys: [
      {publicKey: x, weight: 1},
      {publicKey: o, weight: 1},
    ],
  });
}
// #endregion

// #region start
/** Player X creates the game and sends it to the multisig address of both players. */
export async function startOwnedGame(x: Ed25519Keypair, oKey: PublicKey): Promise<string> {
  const table = tableKey(x.getPublicKey(), oKey);
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::owned_game::start`,
    arguments: [
      tx.pure.vector('u8', x.getPublicKey().toRawBytes()),
      tx.pure.vector('u8', oKey.toRawBytes()),
      tx.pure.address(table.toSuiAddress()),
    ],
  });
  const {effects, objectTypes} = await execute(x, tx);
  return createdObject(effects, objectTypes, `${PACKAGE_ID}::owned_game::Game`);
}
// #endregion

// #region play
/**
 * Signs the move with the player's own key, then sends it as the multisig
 * address, which owns the game, with the player paying for gas.
 */
export async function playOwned(
  player: Ed25519Keypair,
  table: MultiSigPublicKey,
  gameId: string,
  row: number,
  col: number,
): Promise<void> {
  // The same bytes that owned_game::move_message builds on chain.
  const {turns} = await readBoard(gameId);
  const message = new Uint8Array([...fromHex(normalizeSuiAddress(gameId)), turns, row, col]);
  const moveSignature = await player.sign(message);

  const tx = new Transaction();
  tx.setSender(table.toSuiAddress());
  tx.setGasOwner(player.toSuiAddress());
  tx.moveCall({
    target: `${PACKAGE_ID}::owned_game::play`,
    arguments: [tx.object(gameId), tx.pure.u8(row), tx.pure.u8(col), tx.pure.vector('u8', moveSignature)],
  });
  const bytes = await tx.build({client});

  // One signature authorizes the sender (the multisig), the other the gas owner.
  const asTable = await table.getSigner(player).signTransaction(bytes);
  const asGasOwner = await player.signTransaction(bytes);
  const result = await client.executeTransaction({
    transaction: bytes,
    signatures: [asTable.signature, asGasOwner.signature],
  });
  await checked(result);
}
// #endregion
