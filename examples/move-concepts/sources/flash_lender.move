/// Flash loans of SUI: the loan must be repaid in the same transaction.
module move_concepts::flash_lender;

use sui::{balance::{Self, Balance}, coin::{Self, Coin}, sui::SUI};

public struct Pool has key {
    id: UID,
    funds: Balance<SUI>,
    fee: u64,
}

/// The hot potato: no abilities, so it cannot be stored, copied, or dropped.
/// The only way to consume it is `repay`.
public struct Loan {
    pool_id: ID,
    amount: u64,
}

const ENotEnoughFunds: u64 = 0;
const EWrongPool: u64 = 1;
const EWrongAmount: u64 = 2;

fun init(ctx: &mut TxContext) {
    transfer::share_object(Pool { id: object::new(ctx), funds: balance::zero(), fee: 1_000 });
}

public fun deposit(pool: &mut Pool, payment: Coin<SUI>) {
    coin::put(&mut pool.funds, payment);
}

/// Hands out the coins together with the obligation to return them.
public fun borrow(pool: &mut Pool, amount: u64, ctx: &mut TxContext): (Coin<SUI>, Loan) {
    assert!(pool.funds.value() >= amount, ENotEnoughFunds);
    let coins = coin::take(&mut pool.funds, amount, ctx);
    (coins, Loan { pool_id: object::id(pool), amount })
}

/// Consumes the loan, provided the payment covers the amount plus the fee.
public fun repay(pool: &mut Pool, payment: Coin<SUI>, loan: Loan) {
    let Loan { pool_id, amount } = loan;
    assert!(object::id(pool) == pool_id, EWrongPool);
    assert!(payment.value() == amount + pool.fee, EWrongAmount);
    coin::put(&mut pool.funds, payment);
}

public fun fee(pool: &Pool): u64 {
    pool.fee
}
