#[test_only]
module first_app::garden_tests;

use first_app::garden::{Self, Gardener, Plant};
use std::debug;
use sui::test_scenario;

const PUBLISHER: address = @0xA11CE;
const FRIEND: address = @0xB0B;

// #region unit
#[test]
fun water_adds_one_unit() {
    let mut ctx = tx_context::dummy();
    let mut plant = garden::new_plant_for_testing(b"fern".to_string(), 1, &mut ctx);
    plant.water();
    assert!(plant.height() == 2);
    plant.compost();
}

#[test, expected_failure(abort_code = garden::EFullyGrown)]
fun watering_a_fully_grown_plant_aborts() {
    let mut ctx = tx_context::dummy();
    let mut plant = garden::new_plant_for_testing(b"fern".to_string(), 10, &mut ctx);
    plant.water();
    plant.compost();
}
// #endregion

// #region scenario
#[test]
fun publisher_sows_and_gifts_a_plant() {
    let mut scenario = test_scenario::begin(PUBLISHER);
    // Transaction 1: publishing runs `init`, which sends a Gardener to PUBLISHER.
    garden::init_for_testing(scenario.ctx());

    // Transaction 2: PUBLISHER sows a plant and gives it to FRIEND.
    scenario.next_tx(PUBLISHER);
    {
        let mut gardener = scenario.take_from_sender<Gardener>();
        let plant = gardener.sow(b"fern".to_string(), scenario.ctx());
        assert!(gardener.plants_grown() == 1);
        plant.gift(FRIEND);
        scenario.return_to_sender(gardener);
    };

    // Transaction 3: FRIEND now owns the plant and waters it.
    scenario.next_tx(FRIEND);
    {
        let mut plant = scenario.take_from_sender<Plant>();
        plant.water();
        assert!(plant.height() == 2);
        scenario.return_to_sender(plant);
    };
    scenario.end();
}
// #endregion

// #region debug
#[test]
fun print_a_growing_plant() {
    let mut ctx = tx_context::dummy();
    let mut plant = garden::new_plant_for_testing(b"basil".to_string(), 1, &mut ctx);
    debug::print(&plant);
    plant.water();
    let height = plant.height();
    debug::print(&height);
    debug::print_stack_trace();
    plant.compost();
}
// #endregion
