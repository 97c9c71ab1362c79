/// The rules of tic-tac-toe, with no opinion about who owns the game.
/// Both game modules in this package store a `Board` and call `place`.
module tic_tac_toe::board;

// #region board
const EMPTY: u8 = 0;
const MARK_X: u8 = 1;
const MARK_O: u8 = 2;

/// Abort code: the row or the column is not 0, 1 or 2.
const EOutOfBounds: u64 = 0;
/// Abort code: the cell already holds a mark.
const ECellTaken: u64 = 1;
/// Abort code: the game already has a winner or a full board.
const EGameOver: u64 = 2;

/// Nine cells, row by row, and the number of marks placed so far.
/// X plays on even turns and O on odd ones.
public struct Board has copy, drop, store {
    cells: vector<u8>,
    turns: u8,
}

public fun new(): Board {
    Board { cells: vector[0, 0, 0, 0, 0, 0, 0, 0, 0], turns: 0 }
}
// #endregion

// #region place
/// Places the mark of the player whose turn it is.
public fun place(board: &mut Board, row: u8, col: u8) {
    assert!(!board.is_finished(), EGameOver);
    assert!(row < 3 && col < 3, EOutOfBounds);
    let index = ((row * 3 + col) as u64);
    assert!(board.cells[index] == EMPTY, ECellTaken);
    let mark = board.next_mark();
    *board.cells.borrow_mut(index) = mark;
    board.turns = board.turns + 1;
}

/// `MARK_X` or `MARK_O` if that player has three in a row, `EMPTY` otherwise.
public fun winner(board: &Board): u8 {
    // The eight lines, as triples of cell indexes.
    let lines = vector[0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 3, 6, 1, 4, 7, 2, 5, 8, 0, 4, 8, 2, 4, 6];
    let mut i = 0;
    while (i < lines.length()) {
        let first = board.cells[lines[i]];
        if (
            first != EMPTY && first == board.cells[lines[i + 1]] && first == board.cells[lines[i + 2]]
        ) {
            return first
        };
        i = i + 3;
    };
    EMPTY
}

/// True once someone has won or all nine cells are full.
public fun is_finished(board: &Board): bool {
    board.winner() != EMPTY || board.turns == 9
}
// #endregion

// #region accessors
/// The mark that the next `place` writes.
public fun next_mark(board: &Board): u8 {
    if (board.turns % 2 == 0) MARK_X else MARK_O
}

public fun turns(board: &Board): u8 { board.turns }

public fun cells(board: &Board): vector<u8> { board.cells }

public fun mark_x(): u8 { MARK_X }

public fun mark_o(): u8 { MARK_O }
// #endregion
