/// Uses epochs instead of the clock: no extra input object, but coarse.
module timelock::season_pass;

const EExpired: u64 = 0;

// #region epoch
/// A pass that is valid up to and including `last_epoch`.
public struct SeasonPass has key, store {
    id: UID,
    last_epoch: u64,
    issued_at_ms: u64,
}

/// Issues a pass valid for `epochs` epochs, counting the current one.
public fun issue(epochs: u64, ctx: &mut TxContext): SeasonPass {
    SeasonPass {
        id: object::new(ctx),
        last_epoch: ctx.epoch() + epochs - 1,
        // The start time of the current epoch, not the current time.
        issued_at_ms: ctx.epoch_timestamp_ms(),
    }
}

/// Aborts if the pass has expired.
public fun check(pass: &SeasonPass, ctx: &TxContext) {
    assert!(ctx.epoch() <= pass.last_epoch, EExpired);
}
// #endregion
