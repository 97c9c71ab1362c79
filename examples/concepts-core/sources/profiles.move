/// Derived objects: object IDs that anyone can compute from a parent ID and a key.
module concepts_core::profiles;

use std::string::String;
use sui::derived_object;

// #region derived
/// A shared registry. Every profile's ID is derived from this object's ID.
public struct Registry has key {
    id: UID,
}

/// One profile per address, owned by that address.
public struct Profile has key {
    id: UID,
    bio: String,
}

fun init(ctx: &mut TxContext) {
    transfer::share_object(Registry { id: object::new(ctx) });
}

/// Claims the ID derived from the registry and the sender's address. A second call
/// by the same address aborts, because each parent and key pair can be claimed once.
public fun create_profile(registry: &mut Registry, bio: String, ctx: &mut TxContext) {
    let id = derived_object::claim(&mut registry.id, ctx.sender());
    transfer::transfer(Profile { id, bio }, ctx.sender());
}

/// Where the profile of `owner` lives, whether or not it exists yet.
public fun profile_address(registry: &Registry, owner: address): address {
    derived_object::derive_address(object::id(registry), owner)
}
// #endregion
