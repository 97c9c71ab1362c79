/// Shared design: one fundraiser that anyone can donate to.
module savings::fundraiser;

use sui::{balance::{Self, Balance}, coin::{Self, Coin}, sui::SUI};

const EWrongFundraiser: u64 = 0;
const EGoalNotReached: u64 = 1;

// #region shared
/// A shared object: every address can pass it to a transaction.
public struct Fundraiser has key {
    id: UID,
    goal: u64,
    raised: Balance<SUI>,
}

/// Proves who may collect the funds. Owned by the organizer.
public struct OrganizerCap has key, store {
    id: UID,
    fundraiser_id: ID,
}

/// Shares a new fundraiser and gives the organizer its capability.
public fun launch(goal: u64, ctx: &mut TxContext) {
    let fundraiser = Fundraiser { id: object::new(ctx), goal, raised: balance::zero() };
    let cap = OrganizerCap { id: object::new(ctx), fundraiser_id: object::id(&fundraiser) };
    transfer::share_object(fundraiser);
    transfer::transfer(cap, ctx.sender());
}

/// Anyone can donate: consensus orders donations from different senders.
public fun donate(fundraiser: &mut Fundraiser, payment: Coin<SUI>) {
    fundraiser.raised.join(payment.into_balance());
}

/// Only the organizer can collect, and only once the goal is met.
public fun collect(
    fundraiser: &mut Fundraiser,
    cap: &OrganizerCap,
    ctx: &mut TxContext,
): Coin<SUI> {
    assert!(cap.fundraiser_id == object::id(fundraiser), EWrongFundraiser);
    assert!(fundraiser.raised.value() >= fundraiser.goal, EGoalNotReached);
    let amount = fundraiser.raised.value();
    coin::from_balance(fundraiser.raised.split(amount), ctx)
}
// #endregion

public fun raised(fundraiser: &Fundraiser): u64 {
    fundraiser.raised.value()
}
