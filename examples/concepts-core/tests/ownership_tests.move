#[test_only]
module concepts_core::ownership_tests;

use concepts_core::ownership::{Self, AdminCap, Config};
use sui::test_scenario;

// #region frozen
#[test]
fun anyone_can_read_a_frozen_config() {
    let admin = @0xA;
    let mut scenario = test_scenario::begin(admin);
    ownership::init_for_testing(scenario.ctx());

    // Transaction 2: the admin publishes a configuration, which is frozen at once.
    scenario.next_tx(admin);
    let cap = scenario.take_from_sender<AdminCap>();
    ownership::publish_config(&cap, 30, b"standard".to_string(), scenario.ctx());
    scenario.return_to_sender(cap);

    // Transaction 3: another address reads it. Nobody owns a frozen object,
    // so it is taken with `take_immutable`, not from an owner's inventory.
    scenario.next_tx(@0xB);
    assert!(!scenario.has_most_recent_for_sender<Config>());
    let config = scenario.take_immutable<Config>();
    assert!(config.fee_bps() == 30);
    test_scenario::return_immutable(config);

    scenario.end();
}
// #endregion
