#[test_only]
module counter::counter_tests;

use counter::counter::{Self, Counter};
use sui::test_scenario;

const OWNER: address = @0xA11CE;
const STRANGER: address = @0xB0B;

#[test]
fun anyone_increments_and_owner_sets() {
    let mut scenario = test_scenario::begin(OWNER);
    counter::create(scenario.ctx());

    scenario.next_tx(STRANGER);
    {
        let mut shared = scenario.take_shared<Counter>();
        shared.increment();
        shared.increment();
        assert!(shared.value() == 2);
        test_scenario::return_shared(shared);
    };

    scenario.next_tx(OWNER);
    {
        let mut shared = scenario.take_shared<Counter>();
        shared.set_value(100, scenario.ctx());
        assert!(shared.value() == 100);
        test_scenario::return_shared(shared);
    };
    scenario.end();
}

#[test, expected_failure(abort_code = counter::ENotOwner)]
fun stranger_cannot_set_value() {
    let mut scenario = test_scenario::begin(OWNER);
    counter::create(scenario.ctx());

    scenario.next_tx(STRANGER);
    let mut shared = scenario.take_shared<Counter>();
    shared.set_value(7, scenario.ctx());
    test_scenario::return_shared(shared);
    scenario.end();
}
