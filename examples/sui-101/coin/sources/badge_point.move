/// BADGE_POINT: a regulated currency. The holder of the `DenyCapV2` can stop
/// chosen addresses from using it, and can pause it for everyone.
module pebble::badge_point;

use sui::{coin::{Self, DenyCapV2}, coin_registry, deny_list::DenyList};

public struct BADGE_POINT has drop {}

// #region regulated-init
fun init(otw: BADGE_POINT, ctx: &mut TxContext) {
    let (mut initializer, treasury_cap) = coin_registry::new_currency_with_otw(
        otw,
        0,
        b"BPT".to_string(),
        b"Badge point".to_string(),
        b"A regulated reward point.".to_string(),
        b"https://example.com/badge-point.png".to_string(),
        ctx,
    );
    // Mark the currency as regulated before it is finalized. `true` allows
    // the deny cap holder to pause every address at once.
    let deny_cap = initializer.make_regulated(true, ctx);
    let metadata_cap = initializer.finalize(ctx);

    transfer::public_transfer(deny_cap, ctx.sender());
    transfer::public_transfer(treasury_cap, ctx.sender());
    transfer::public_transfer(metadata_cap, ctx.sender());
}
// #endregion

// #region deny
/// Blocks `addr` from using BADGE_POINT coins as transaction inputs.
public fun block(
    deny_list: &mut DenyList,
    deny_cap: &mut DenyCapV2<BADGE_POINT>,
    addr: address,
    ctx: &mut TxContext,
) {
    coin::deny_list_v2_add(deny_list, deny_cap, addr, ctx);
}

/// Lifts the block on `addr`.
public fun unblock(
    deny_list: &mut DenyList,
    deny_cap: &mut DenyCapV2<BADGE_POINT>,
    addr: address,
    ctx: &mut TxContext,
) {
    coin::deny_list_v2_remove(deny_list, deny_cap, addr, ctx);
}
// #endregion
