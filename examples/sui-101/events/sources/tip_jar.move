/// A shared tip jar that emits an event for every tip and every withdrawal.
module tip_jar::tip_jar;

use sui::{balance::{Self, Balance}, coin::{Self, Coin}, event, sui::SUI};

const EZeroTip: u64 = 0;
const EWrongJar: u64 = 1;

public struct TipJar has key {
    id: UID,
    tips: Balance<SUI>,
    owner: address,
}

public struct OwnerCap has key, store {
    id: UID,
    jar_id: ID,
}

// #region events
/// Emitted when someone leaves a tip.
public struct TipReceived has copy, drop {
    jar_id: ID,
    tipper: address,
    amount: u64,
}

/// Emitted when the owner empties the jar.
public struct TipsWithdrawn has copy, drop {
    jar_id: ID,
    amount: u64,
}
// #endregion

fun init(ctx: &mut TxContext) {
    let jar = TipJar { id: object::new(ctx), tips: balance::zero(), owner: ctx.sender() };
    let cap = OwnerCap { id: object::new(ctx), jar_id: object::id(&jar) };
    transfer::share_object(jar);
    transfer::public_transfer(cap, ctx.sender());
}

// #region emit
/// Adds `payment` to the jar and records who paid and how much.
public fun tip(jar: &mut TipJar, payment: Coin<SUI>, ctx: &TxContext) {
    let amount = payment.value();
    assert!(amount > 0, EZeroTip);
    jar.tips.join(payment.into_balance());
    event::emit(TipReceived { jar_id: object::id(jar), tipper: ctx.sender(), amount });
}
// #endregion

/// Moves everything in the jar to the owner.
public fun withdraw(jar: &mut TipJar, cap: &OwnerCap, ctx: &mut TxContext) {
    assert!(cap.jar_id == object::id(jar), EWrongJar);
    let amount = jar.tips.value();
    let payout = coin::from_balance(jar.tips.split(amount), ctx);
    transfer::public_transfer(payout, jar.owner);
    event::emit(TipsWithdrawn { jar_id: object::id(jar), amount });
}
