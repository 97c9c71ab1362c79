#[test_only]
module timelock::timelock_tests;

use sui::clock;
use timelock::timelock;

public struct Prize has key, store {
    id: UID,
}

#[test]
fun unlocks_after_the_deadline() {
    let mut ctx = tx_context::dummy();
    let mut clock = clock::create_for_testing(&mut ctx);
    clock.set_for_testing(1_000);

    let prize = Prize { id: object::new(&mut ctx) };
    let lock = timelock::new_for_testing(prize, 60_000, &clock, &mut ctx);
    assert!(timelock::remaining_ms(&lock, &clock) == 60_000);

    clock.increment_for_testing(60_000);
    let Prize { id } = timelock::unlock(lock, &clock);
    id.delete();
    clock.destroy_for_testing();
}

#[test, expected_failure(abort_code = timelock::timelock::EStillLocked)]
fun aborts_before_the_deadline() {
    let mut ctx = tx_context::dummy();
    let clock = clock::create_for_testing(&mut ctx);
    let prize = Prize { id: object::new(&mut ctx) };
    let lock = timelock::new_for_testing(prize, 60_000, &clock, &mut ctx);
    let Prize { id } = timelock::unlock(lock, &clock);
    id.delete();
    clock.destroy_for_testing();
}
