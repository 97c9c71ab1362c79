/// Tables and bags: a registry of members and a bag of mixed settings.
module concepts_core::registry;

use std::string::String;
use sui::{bag::{Self, Bag}, table::{Self, Table}};

const EAlreadyMember: u64 = 0;

// #region registry
/// Every key is an `address` and every value a `String`: a `Table` fits.
/// The settings mix key and value types: a `Bag` fits.
public struct Registry has key {
    id: UID,
    members: Table<address, String>,
    settings: Bag,
}

public fun create(ctx: &mut TxContext) {
    let registry = Registry {
        id: object::new(ctx),
        members: table::new(ctx),
        settings: bag::new(ctx),
    };
    transfer::share_object(registry);
}

/// Adds the sender under a display name; aborts if the sender is already a member.
public fun join(registry: &mut Registry, name: String, ctx: &TxContext) {
    let member = ctx.sender();
    assert!(!registry.members.contains(member), EAlreadyMember);
    registry.members.add(member, name);
}

public fun name_of(registry: &Registry, member: address): String {
    *registry.members.borrow(member)
}

public fun member_count(registry: &Registry): u64 {
    registry.members.length()
}

/// A bag accepts a different key and value type for each entry.
public fun configure(registry: &mut Registry, max_members: u64, motto: String) {
    registry.settings.add(b"max_members".to_string(), max_members);
    registry.settings.add(1u8, motto);
}

public fun max_members(registry: &Registry): u64 {
    *registry.settings.borrow(b"max_members".to_string())
}
// #endregion
