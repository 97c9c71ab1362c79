/// A badge collection whose registry can exist only once per one-time witness type.
module move_concepts::badge;

use std::string::String;
use sui::types;

/// The one-time witness of this module: named after the module in uppercase,
/// only `drop`, no fields, no type parameters.
public struct BADGE has drop {}

/// A registry of badge names, typed by the witness that created it.
public struct Registry<phantom T> has key {
    id: UID,
    names: vector<String>,
}

const ENotOneTimeWitness: u64 = 0;

/// Creates the registry for `T`. Any module can call this function, but only
/// with its own one-time witness, so at most one registry exists per type.
public fun new_registry<T: drop>(otw: T, ctx: &mut TxContext): Registry<T> {
    assert!(types::is_one_time_witness(&otw), ENotOneTimeWitness);
    Registry { id: object::new(ctx), names: vector[] }
}

/// Sui creates the `BADGE` value and passes it here, once.
fun init(otw: BADGE, ctx: &mut TxContext) {
    let registry = new_registry(otw, ctx);
    transfer::share_object(registry);
}

public fun names<T>(registry: &Registry<T>): &vector<String> {
    &registry.names
}
