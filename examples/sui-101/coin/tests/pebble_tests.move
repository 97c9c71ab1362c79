#[test_only]
module pebble::pebble_tests;

use pebble::pebble::{Self, PEBBLE};
use sui::{coin::{Coin, TreasuryCap}, test_scenario};

const ADMIN: address = @0xA;
const PLAYER: address = @0xB;

#[test]
fun mint_then_burn() {
    let mut scenario = test_scenario::begin(ADMIN);
    pebble::init_for_testing(scenario.ctx());

    scenario.next_tx(ADMIN);
    let mut cap = scenario.take_from_sender<TreasuryCap<PEBBLE>>();
    pebble::mint(&mut cap, 2_500_000, PLAYER, scenario.ctx());
    scenario.return_to_sender(cap);

    scenario.next_tx(PLAYER);
    let coin = scenario.take_from_sender<Coin<PEBBLE>>();
    assert!(coin.value() == 2_500_000);

    scenario.next_tx(ADMIN);
    let mut cap = scenario.take_from_sender<TreasuryCap<PEBBLE>>();
    assert!(pebble::burn(&mut cap, coin) == 2_500_000);
    assert!(cap.total_supply() == 0);
    scenario.return_to_sender(cap);

    scenario.end();
}
