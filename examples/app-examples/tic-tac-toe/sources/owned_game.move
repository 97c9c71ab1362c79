/// Variant 2: the game is an owned object held by a 1-of-2 multisig address
/// of both players. Either player can sign for that address, so the module
/// checks a signature over each move instead of the sender.
module tic_tac_toe::owned_game;

use sui::{ed25519, event};
use tic_tac_toe::board::{Self, Board};

// #region objects
/// Abort code: a public key is not 32 bytes long.
const EBadKey: u64 = 20;
/// Abort code: the move is not signed by the player whose turn it is.
const EBadSignature: u64 = 21;
/// Abort code: the game is still in progress.
const ENotFinished: u64 = 22;

/// No `store` ability: the multisig address that owns the game can only use
/// it through this module, never transfer it elsewhere.
public struct Game has key {
    id: UID,
    board: Board,
    x_key: vector<u8>,
    o_key: vector<u8>,
}

public struct MovePlayed has copy, drop {
    game: ID,
    row: u8,
    col: u8,
    winner: u8,
}
// #endregion

// #region start
/// Creates a game for two Ed25519 public keys and sends it to `multisig`, the
/// 1-of-2 multisig address that the client derived from the same two keys.
public fun start(x_key: vector<u8>, o_key: vector<u8>, multisig: address, ctx: &mut TxContext) {
    assert!(x_key.length() == 32 && o_key.length() == 32, EBadKey);
    let game = Game { id: object::new(ctx), board: board::new(), x_key, o_key };
    transfer::transfer(game, multisig);
}
// #endregion

// #region play
/// Places a mark if `signature` is the current player's Ed25519 signature
/// over `move_message(game, row, col)`.
public fun play(game: &mut Game, row: u8, col: u8, signature: vector<u8>) {
    let message = move_message(game, row, col);
    let key = if (game.board.next_mark() == board::mark_x()) game.x_key else game.o_key;
    assert!(ed25519::ed25519_verify(&signature, &key, &message), EBadSignature);
    game.board.place(row, col);
    event::emit(MovePlayed { game: object::id(game), row, col, winner: game.board.winner() });
}

/// The bytes a player signs: the game ID, the turn number, the row, the column.
/// The turn number stops a signature from being replayed on a later turn.
public fun move_message(game: &Game, row: u8, col: u8): vector<u8> {
    let mut message = object::id_to_bytes(&object::id(game));
    message.push_back(game.board.turns());
    message.push_back(row);
    message.push_back(col);
    message
}
// #endregion

// #region delete
public fun delete(game: Game) {
    assert!(game.board.is_finished(), ENotFinished);
    let Game { id, board: _, x_key: _, o_key: _ } = game;
    id.delete();
}
// #endregion

public fun board(game: &Game): &Board { &game.board }
