#[test_only]
module fractional::fractions_tests;

use fractional::{fractions::{Self, IssuerCap}, harbor_villa::{Self, HARBOR_VILLA}};
use sui::test_scenario;

const ISSUER: address = @0xA;

#[test]
fun mint_split_join_burn() {
    let mut scenario = test_scenario::begin(ISSUER);
    harbor_villa::init_for_testing(scenario.ctx());

    scenario.next_tx(ISSUER);
    let mut cap = scenario.take_from_sender<IssuerCap<HARBOR_VILLA>>();
    let mut whole = fractions::mint(&mut cap, 1_000, scenario.ctx());
    let part = whole.split(250, scenario.ctx());
    assert!(whole.units() == 750 && part.units() == 250);

    whole.join(part);
    assert!(whole.units() == 1_000);

    fractions::burn(&mut cap, whole);
    assert!(cap.outstanding() == 0);
    scenario.return_to_sender(cap);
    scenario.end();
}

#[test, expected_failure(abort_code = fractional::fractions::ESupplyExceeded)]
fun cannot_mint_past_the_total() {
    let mut scenario = test_scenario::begin(ISSUER);
    harbor_villa::init_for_testing(scenario.ctx());

    scenario.next_tx(ISSUER);
    let mut cap = scenario.take_from_sender<IssuerCap<HARBOR_VILLA>>();
    let fraction = fractions::mint(&mut cap, 10_001, scenario.ctx());
    fractions::burn(&mut cap, fraction);
    scenario.return_to_sender(cap);
    scenario.end();
}
