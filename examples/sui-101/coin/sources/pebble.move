/// PEBBLE: a fungible currency registered in the coin registry, with a supply
/// that whoever holds the `TreasuryCap` can grow and shrink.
module pebble::pebble;

use sui::{coin::{Self, Coin, TreasuryCap}, coin_registry};

// #region otw
/// The one-time witness. Its name is the module name in capitals, and the
/// type `PEBBLE` becomes the coin type `<package>::pebble::PEBBLE`.
public struct PEBBLE has drop {}
// #endregion

// #region init
/// Runs once, when the package is published.
fun init(otw: PEBBLE, ctx: &mut TxContext) {
    let (initializer, treasury_cap) = coin_registry::new_currency_with_otw(
        otw,
        6, // decimals: 1 PBL = 1_000_000 base units
        b"PBL".to_string(),
        b"Pebble".to_string(),
        b"Points earned in the Pebble game.".to_string(),
        b"https://example.com/pebble.png".to_string(),
        ctx,
    );
    // `finalize` sends the new `Currency<PEBBLE>` to the registry and returns
    // the capability that lets you edit its name, description, and icon later.
    let metadata_cap = initializer.finalize(ctx);

    transfer::public_transfer(treasury_cap, ctx.sender());
    transfer::public_transfer(metadata_cap, ctx.sender());
}
// #endregion

// #region mint-burn
/// Creates `amount` new base units and sends them to `recipient`.
public fun mint(
    treasury_cap: &mut TreasuryCap<PEBBLE>,
    amount: u64,
    recipient: address,
    ctx: &mut TxContext,
) {
    let new_coin = coin::mint(treasury_cap, amount, ctx);
    transfer::public_transfer(new_coin, recipient);
}

/// Destroys a coin and lowers the total supply by its value.
public fun burn(treasury_cap: &mut TreasuryCap<PEBBLE>, pebbles: Coin<PEBBLE>): u64 {
    coin::burn(treasury_cap, pebbles)
}
// #endregion

#[test_only]
public fun init_for_testing(ctx: &mut TxContext) {
    init(PEBBLE {}, ctx);
}
