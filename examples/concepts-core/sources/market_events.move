/// Events: a tiny sale that announces what happened.
module concepts_core::market_events;

use sui::{coin::Coin, event, sui::SUI};

const EWrongPrice: u64 = 0;

// #region events
/// An item for sale, shared so that any buyer can use it.
public struct Listing has key {
    id: UID,
    seller: address,
    price: u64,
}

/// Event types need `copy` and `drop`, and must be defined in the emitting module.
public struct Listed has copy, drop {
    listing_id: ID,
    seller: address,
    price: u64,
}

public struct Sold has copy, drop {
    listing_id: ID,
    buyer: address,
    price: u64,
}

public fun list(price: u64, ctx: &mut TxContext) {
    let listing = Listing { id: object::new(ctx), seller: ctx.sender(), price };
    event::emit(Listed { listing_id: object::id(&listing), seller: listing.seller, price });
    transfer::share_object(listing);
}

/// Pays the seller, deletes the listing, and emits `Sold`.
public fun buy(listing: Listing, payment: Coin<SUI>, ctx: &TxContext) {
    let Listing { id, seller, price } = listing;
    assert!(payment.value() == price, EWrongPrice);
    event::emit(Sold { listing_id: id.to_inner(), buyer: ctx.sender(), price });
    id.delete();
    transfer::public_transfer(payment, seller);
}
// #endregion

// #region authenticated
/// A settlement that an off-chain verifier must be able to prove, not just read.
public struct Settled has copy, drop {
    listing_id: ID,
    buyer: address,
    price: u64,
}

/// Like `buy`, but also appends `Settled` to this package's authenticated event stream.
public fun buy_verified(listing: Listing, payment: Coin<SUI>, ctx: &TxContext) {
    let Listing { id, seller, price } = listing;
    assert!(payment.value() == price, EWrongPrice);
    let settled = Settled { listing_id: id.to_inner(), buyer: ctx.sender(), price };
    event::emit_authenticated(settled);
    id.delete();
    transfer::public_transfer(payment, seller);
}
// #endregion
