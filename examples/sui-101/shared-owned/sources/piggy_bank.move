/// Owned design: every saver has a private piggy bank that only they can use.
module savings::piggy_bank;

use sui::{balance::{Self, Balance}, coin::{Self, Coin}, sui::SUI};

// #region owned
/// `key` without `store`: only this module decides how a piggy bank moves,
/// so it always stays with the address that created it.
public struct PiggyBank has key {
    id: UID,
    savings: Balance<SUI>,
}

/// Creates an empty piggy bank owned by the sender.
public fun create(ctx: &mut TxContext) {
    let bank = PiggyBank { id: object::new(ctx), savings: balance::zero() };
    transfer::transfer(bank, ctx.sender());
}

/// Only the owner can pass the bank into a transaction, so only the owner
/// can call this.
public fun deposit(bank: &mut PiggyBank, payment: Coin<SUI>) {
    bank.savings.join(payment.into_balance());
}

/// Destroys the bank and returns everything in it.
public fun break_open(bank: PiggyBank, ctx: &mut TxContext): Coin<SUI> {
    let PiggyBank { id, savings } = bank;
    id.delete();
    coin::from_balance(savings, ctx)
}
// #endregion

public fun total(bank: &PiggyBank): u64 {
    bank.savings.value()
}
