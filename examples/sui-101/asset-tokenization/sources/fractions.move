/// Generic fractional ownership: an asset type `T` is divided into a fixed
/// number of units, and holders own `Fraction<T>` objects worth some units.
module fractional::fractions;

use std::string::String;
use sui::{event, package::{Self, Publisher}};

const ENotOneTimeWitness: u64 = 0;
const EZeroSupply: u64 = 1;
const ESupplyExceeded: u64 = 2;
const EZeroAmount: u64 = 3;
const EInsufficientUnits: u64 = 4;

// #region types
/// Describes the asset. Frozen at creation: it never changes, and any number
/// of transactions can read it at once without contending for it.
public struct AssetInfo<phantom T> has key {
    id: UID,
    name: String,
    description: String,
    image_url: String,
    total_units: u64,
}

/// Held by the issuer: authorizes minting units, up to `total_units`.
public struct IssuerCap<phantom T> has key, store {
    id: UID,
    total_units: u64,
    outstanding: u64,
}

/// A holding of `units` of asset `T`. Owned, transferable, and tradable.
public struct Fraction<phantom T> has key, store {
    id: UID,
    units: u64,
}

public struct FractionsMinted<phantom T> has copy, drop {
    units: u64,
    outstanding: u64,
}
// #endregion

// #region create
/// Creates asset `T`. The one-time witness guarantees a single `IssuerCap<T>`
/// and a single `AssetInfo<T>` can ever exist for the type. It also claims the
/// package's `Publisher`, which the issuer needs to set up trading rules.
public fun create_asset<T: drop>(
    otw: T,
    total_units: u64,
    name: String,
    description: String,
    image_url: String,
    ctx: &mut TxContext,
): (IssuerCap<T>, Publisher) {
    assert!(sui::types::is_one_time_witness(&otw), ENotOneTimeWitness);
    assert!(total_units > 0, EZeroSupply);
    transfer::freeze_object(AssetInfo<T> {
        id: object::new(ctx),
        name,
        description,
        image_url,
        total_units,
    });
    let cap = IssuerCap { id: object::new(ctx), total_units, outstanding: 0 };
    (cap, package::claim(otw, ctx))
}
// #endregion

// #region mint-burn
/// Mints a fraction of `units`. Aborts past the fixed total.
public fun mint<T>(cap: &mut IssuerCap<T>, units: u64, ctx: &mut TxContext): Fraction<T> {
    assert!(units > 0, EZeroAmount);
    assert!(cap.outstanding + units <= cap.total_units, ESupplyExceeded);
    cap.outstanding = cap.outstanding + units;
    event::emit(FractionsMinted<T> { units, outstanding: cap.outstanding });
    Fraction { id: object::new(ctx), units }
}

/// Destroys a fraction returned to the issuer, so its units can be minted again.
public fun burn<T>(cap: &mut IssuerCap<T>, fraction: Fraction<T>) {
    let Fraction { id, units } = fraction;
    id.delete();
    cap.outstanding = cap.outstanding - units;
}
// #endregion

// #region split-join
/// Takes `units` out of `fraction` into a new fraction.
public fun split<T>(fraction: &mut Fraction<T>, units: u64, ctx: &mut TxContext): Fraction<T> {
    assert!(units > 0, EZeroAmount);
    assert!(fraction.units > units, EInsufficientUnits);
    fraction.units = fraction.units - units;
    Fraction { id: object::new(ctx), units }
}

/// Adds `other` into `fraction`. Both are of the same asset by their type.
public fun join<T>(fraction: &mut Fraction<T>, other: Fraction<T>) {
    let Fraction { id, units } = other;
    id.delete();
    fraction.units = fraction.units + units;
}
// #endregion

// #region read
public fun units<T>(fraction: &Fraction<T>): u64 { fraction.units }

public fun outstanding<T>(cap: &IssuerCap<T>): u64 { cap.outstanding }

public fun total_units<T>(info: &AssetInfo<T>): u64 { info.total_units }

/// The holder's share of the whole asset, in basis points (1/100 of 1%).
public fun share_bps<T>(fraction: &Fraction<T>, info: &AssetInfo<T>): u64 {
    (((fraction.units as u128) * 10_000 / (info.total_units as u128)) as u64)
}
// #endregion
