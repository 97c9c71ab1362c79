/// Picks a lottery winner from VRF output that anyone can check.
module crypto_guides::vrf_lottery;

use sui::ecvrf;

/// The proof does not match the output, input, and public key.
const EInvalidProof: u64 = 0;
/// The round was already drawn.
const EAlreadyDrawn: u64 = 1;
/// A round needs at least one player.
const ENoPlayers: u64 = 2;

// #region lottery
/// One round: the input is fixed when the round is created, so the
/// operator cannot shop for a favorable input later.
public struct Round has key {
    id: UID,
    vrf_public_key: vector<u8>,
    seed: vector<u8>,
    players: u64,
    winner: Option<u64>,
}

public fun new_round(
    vrf_public_key: vector<u8>,
    seed: vector<u8>,
    players: u64,
    ctx: &mut TxContext,
) {
    assert!(players > 0, ENoPlayers);
    transfer::share_object(Round {
        id: object::new(ctx),
        vrf_public_key,
        seed,
        players,
        winner: option::none(),
    });
}

/// Verifies the 64-byte output and 80-byte proof, then maps the output to a player index.
public fun draw(round: &mut Round, output: vector<u8>, proof: vector<u8>) {
    assert!(round.winner.is_none(), EAlreadyDrawn);
    assert!(
        ecvrf::ecvrf_verify(&output, &round.seed, &round.vrf_public_key, &proof),
        EInvalidProof,
    );
    // Use the first 8 bytes as a little-endian integer.
    let mut value = 0u64;
    let mut i = 8;
    while (i > 0) {
        i = i - 1;
        value = (value << 8) | (output[i] as u64);
    };
    round.winner = option::some(value % round.players);
}
// #endregion lottery

public fun winner(round: &Round): Option<u64> { round.winner }
