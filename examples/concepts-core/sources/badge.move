/// Custom transfer rules: a badge that only this module can move.
module concepts_core::badge;

use std::string::String;

const ENotTransferable: u64 = 0;

// #region badge
/// `key` without `store`: outside this module, no one can call
/// `transfer::public_transfer` on a `Badge`, wrap it, or put it in a dynamic field.
public struct Badge has key {
    id: UID,
    title: String,
    transferable: bool,
}

/// Capability of the badge issuer, created once when the package is published.
public struct IssuerCap has key, store {
    id: UID,
}

fun init(ctx: &mut TxContext) {
    transfer::public_transfer(IssuerCap { id: object::new(ctx) }, ctx.sender());
}

/// Only the holder of `IssuerCap` can issue badges.
public fun issue(
    _: &IssuerCap,
    title: String,
    transferable: bool,
    to: address,
    ctx: &mut TxContext,
) {
    let badge = Badge { id: object::new(ctx), title, transferable };
    // `transfer::transfer` works here because `Badge` is defined in this module.
    transfer::transfer(badge, to);
}

/// The module's own transfer function enforces the rule it chooses.
public fun send(badge: Badge, to: address) {
    assert!(badge.transferable, ENotTransferable);
    transfer::transfer(badge, to);
}

/// Holders can always give a badge up.
public fun burn(badge: Badge) {
    let Badge { id, title: _, transferable: _ } = badge;
    id.delete();
}
// #endregion
