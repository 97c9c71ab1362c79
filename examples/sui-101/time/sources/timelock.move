/// Locks an object until a point in time read from the `Clock`.
module timelock::timelock;

use sui::clock::Clock;

const EStillLocked: u64 = 0;

// #region clock
/// Holds `item` until `unlock_at_ms` (Unix time in milliseconds).
public struct TimeLock<T: key + store> has key {
    id: UID,
    item: T,
    unlock_at_ms: u64,
}

/// Locks `item` for `duration_ms` from now and gives the lock to the sender.
public fun lock<T: key + store>(item: T, duration_ms: u64, clock: &Clock, ctx: &mut TxContext) {
    let lock = TimeLock {
        id: object::new(ctx),
        item,
        unlock_at_ms: clock.timestamp_ms() + duration_ms,
    };
    transfer::transfer(lock, ctx.sender());
}

/// Returns the item once the unlock time has passed.
public fun unlock<T: key + store>(lock: TimeLock<T>, clock: &Clock): T {
    let TimeLock { id, item, unlock_at_ms } = lock;
    assert!(clock.timestamp_ms() >= unlock_at_ms, EStillLocked);
    id.delete();
    item
}

/// Milliseconds left before the lock opens, or zero.
public fun remaining_ms<T: key + store>(lock: &TimeLock<T>, clock: &Clock): u64 {
    let now = clock.timestamp_ms();
    if (now >= lock.unlock_at_ms) 0 else lock.unlock_at_ms - now
}
// #endregion

#[test_only]
public fun new_for_testing<T: key + store>(
    item: T,
    duration_ms: u64,
    clock: &Clock,
    ctx: &mut TxContext,
): TimeLock<T> {
    TimeLock { id: object::new(ctx), item, unlock_at_ms: clock.timestamp_ms() + duration_ms }
}
