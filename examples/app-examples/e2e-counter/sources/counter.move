/// A counter that lives in a shared object: anyone can increment it, and only
/// the address that created it can set it to a chosen value.
module counter::counter;

use sui::event;

// #region objects
/// Shared, so every address can pass it to `increment`. It has no `store`
/// ability, so no other module can wrap or transfer it.
public struct Counter has key {
    id: UID,
    owner: address,
    value: u64,
}

/// Emitted by `create`, so clients can find new counters without scanning.
public struct CounterCreated has copy, drop {
    counter_id: ID,
    owner: address,
}

/// Abort code: only the counter's owner may call `set_value`.
const ENotOwner: u64 = 0;
// #endregion

// #region create
/// Creates a counter at zero, owned by the sender, and shares it.
public fun create(ctx: &mut TxContext) {
    let counter = Counter { id: object::new(ctx), owner: ctx.sender(), value: 0 };
    event::emit(CounterCreated { counter_id: object::id(&counter), owner: ctx.sender() });
    transfer::share_object(counter);
}
// #endregion

// #region mutate
/// Adds one. Any address may call it.
public fun increment(counter: &mut Counter) {
    counter.value = counter.value + 1;
}

/// Sets the counter to `value`. Aborts unless the sender created the counter.
public fun set_value(counter: &mut Counter, value: u64, ctx: &TxContext) {
    assert!(counter.owner == ctx.sender(), ENotOwner);
    counter.value = value;
}
// #endregion

// #region read
/// The current value.
public fun value(counter: &Counter): u64 {
    counter.value
}

/// The address allowed to call `set_value`.
public fun owner(counter: &Counter): address {
    counter.owner
}
// #endregion
