/// Shared settings created once, when the package is published.
module move_concepts::config;

/// The right to change the settings. Sent to the publisher by `init`.
public struct AdminCap has key, store {
    id: UID,
}

/// Settings that every user of the package reads.
public struct Config has key {
    id: UID,
    fee_bps: u64,
}

const EFeeTooHigh: u64 = 0;
const MAX_FEE_BPS: u64 = 1_000;

// #region init
/// Runs once, in the publish transaction.
fun init(ctx: &mut TxContext) {
    transfer::share_object(Config {
        id: object::new(ctx),
        fee_bps: 100,
    });
    transfer::public_transfer(AdminCap { id: object::new(ctx) }, ctx.sender());
}
// #endregion

public fun set_fee(_: &AdminCap, config: &mut Config, fee_bps: u64) {
    assert!(fee_bps <= MAX_FEE_BPS, EFeeTooHigh);
    config.fee_bps = fee_bps;
}

public fun fee_bps(config: &Config): u64 {
    config.fee_bps
}

// #region test-hook
#[test_only]
/// Lets tests run the initializer, which no other code may call.
public fun init_for_testing(ctx: &mut TxContext) {
    init(ctx)
}
// #endregion
