/// Variant 1: the game is a shared object. Each player sends their own
/// transactions, and the module checks that the sender's turn has come.
module tic_tac_toe::shared_game;

use sui::event;
use tic_tac_toe::board::{Self, Board};

// #region objects
/// Abort code: the sender is not the player whose turn it is.
const ENotYourTurn: u64 = 10;
/// Abort code: the game is still in progress, or the sender is not a player.
const ECannotDelete: u64 = 11;

public struct Game has key {
    id: UID,
    board: Board,
    x: address,
    o: address,
}

/// Emitted after every move, so both players' clients can refresh.
public struct MovePlayed has copy, drop {
    game: ID,
    player: address,
    row: u8,
    col: u8,
    winner: u8,
}
// #endregion

// #region start
/// The sender plays X and moves first.
public fun start(opponent: address, ctx: &mut TxContext) {
    let game = Game { id: object::new(ctx), board: board::new(), x: ctx.sender(), o: opponent };
    transfer::share_object(game);
}
// #endregion

// #region play
public fun play(game: &mut Game, row: u8, col: u8, ctx: &TxContext) {
    let player = if (game.board.next_mark() == board::mark_x()) game.x else game.o;
    assert!(ctx.sender() == player, ENotYourTurn);
    game.board.place(row, col);
    event::emit(MovePlayed {
        game: object::id(game),
        player,
        row,
        col,
        winner: game.board.winner(),
    });
}
// #endregion

// #region delete
/// Either player can delete a finished game and collect its storage rebate.
public fun delete(game: Game, ctx: &TxContext) {
    let sender = ctx.sender();
    assert!(game.board.is_finished() && (sender == game.x || sender == game.o), ECannotDelete);
    let Game { id, board: _, x: _, o: _ } = game;
    id.delete();
}
// #endregion

public fun board(game: &Game): &Board { &game.board }
