/// Dynamic fields and dynamic object fields on a game character.
module concepts_core::character;

use std::string::String;
use sui::{dynamic_field as df, dynamic_object_field as dof};

// #region types
public struct Character has key {
    id: UID,
    name: String,
}

/// An item that is an object in its own right: it can live in a dynamic object field.
public struct Hat has key, store {
    id: UID,
    color: String,
}

/// Plain data: it can live in a dynamic field, but not in a dynamic object field.
public struct Stats has store {
    level: u8,
    xp: u64,
}

/// Field names are values. A dedicated struct keeps names from colliding.
public struct StatsKey has copy, drop, store {}
// #endregion

public fun new(name: String, ctx: &mut TxContext): Character {
    Character { id: object::new(ctx), name }
}

// #region fields
/// Adds plain data under a name: the value is stored inside a `Field` object.
public fun add_stats(character: &mut Character) {
    df::add(&mut character.id, StatsKey {}, Stats { level: 1, xp: 0 });
}

/// Reads and changes a dynamic field through the parent's `UID`.
public fun gain_xp(character: &mut Character, amount: u64) {
    let stats: &mut Stats = df::borrow_mut(&mut character.id, StatsKey {});
    stats.xp = stats.xp + amount;
}

/// Attaches a hat as a dynamic object field, named by a string.
public fun wear(character: &mut Character, slot: String, hat: Hat) {
    dof::add(&mut character.id, slot, hat);
}

/// Removes the hat: it keeps its object ID and goes back to the caller.
public fun take_off(character: &mut Character, slot: String): Hat {
    dof::remove(&mut character.id, slot)
}

public fun is_wearing(character: &Character, slot: String): bool {
    dof::exists(&character.id, slot)
}
// #endregion
