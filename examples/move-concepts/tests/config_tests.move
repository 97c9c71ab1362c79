#[test_only]
module move_concepts::config_tests;

use move_concepts::config::{Self, AdminCap, Config};
use sui::test_scenario;

#[test]
fun publisher_receives_admin_cap() {
    let publisher = @0xA;
    let mut scenario = test_scenario::begin(publisher);
    config::init_for_testing(scenario.ctx());

    scenario.next_tx(publisher);
    let cap = scenario.take_from_sender<AdminCap>();
    let mut config = scenario.take_shared<Config>();
    config::set_fee(&cap, &mut config, 250);
    assert!(config.fee_bps() == 250);

    test_scenario::return_shared(config);
    scenario.return_to_sender(cap);
    scenario.end();
}
