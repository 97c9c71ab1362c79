/// One concrete asset: a villa divided into 10,000 units.
module fractional::harbor_villa;

use fractional::fractions::{Self, Fraction};
use sui::transfer_policy;

// #region asset
/// The one-time witness doubles as the asset's type: fractions of this villa
/// have the type `Fraction<HARBOR_VILLA>`.
public struct HARBOR_VILLA has drop {}

fun init(otw: HARBOR_VILLA, ctx: &mut TxContext) {
    let (cap, publisher) = fractions::create_asset(
        otw,
        10_000,
        b"Harbor Villa".to_string(),
        b"A four-bedroom villa, held by an SPV and divided into 10,000 units.".to_string(),
        b"https://example.com/harbor-villa.png".to_string(),
        ctx,
    );
    // A transfer policy lets fractions be sold through kiosks. With no rules
    // added, a purchase only has to pay the listed price.
    let (policy, policy_cap) = transfer_policy::new<Fraction<HARBOR_VILLA>>(&publisher, ctx);
    transfer::public_share_object(policy);

    transfer::public_transfer(policy_cap, ctx.sender());
    transfer::public_transfer(publisher, ctx.sender());
    transfer::public_transfer(cap, ctx.sender());
}
// #endregion

#[test_only]
public fun init_for_testing(ctx: &mut TxContext) {
    init(HARBOR_VILLA {}, ctx);
}
