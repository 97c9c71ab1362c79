// #region board
import {bcs} from '@mysten/sui/bcs';
import {client} from './config';

/** `tic_tac_toe::board::Board`: nine cells (0 empty, 1 X, 2 O) and the turn count. */
const BoardBcs = bcs.struct('Board', {cells: bcs.vector(bcs.u8()), turns: bcs.u8()});

/** Both game types start with `id` and `board`; the fields after them are not needed here. */
const GamePrefixBcs = bcs.struct('GamePrefix', {id: bcs.Address, board: BoardBcs});

export interface BoardView {
  cells: number[];
  turns: number;
}

/** Reads the board of a shared or an owned game. */
export async function readBoard(gameId: string): Promise<BoardView> {
  const {object} = await client.getObject({objectId: gameId, include: {content: true}});
  const {board} = GamePrefixBcs.parse(object.content);
  return {cells: board.cells, turns: board.turns};
}

/** Prints the board as three rows of X, O and dots. */
export function render({cells}: BoardView): string {
  const symbol = (cell: number) => (cell === 1 ? 'X' : cell === 2 ? 'O' : '.');
  return [0, 3, 6]
    .map((start) =>
      cells
        .slice(start, start + 3)
        .map(symbol)
        .join(' '),
    )
    .join('\n');
}
// #endregion
