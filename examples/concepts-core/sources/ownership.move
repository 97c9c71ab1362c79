/// One type per kind of ownership: the sample of the object ownership pages.
module concepts_core::ownership;

use std::string::String;

/// Capability that lets its owner publish configurations.
public struct AdminCap has key, store {
    id: UID,
}

/// A ticket that its holder can send to anyone: address-owned.
public struct Ticket has key, store {
    id: UID,
    seat: u64,
}

/// Reference data that nobody may change once it is published: immutable.
public struct Config has key {
    id: UID,
    fee_bps: u64,
    label: String,
}

/// A counter that any address can increment: shared.
public struct Counter has key {
    id: UID,
    value: u64,
}

fun init(ctx: &mut TxContext) {
    transfer::public_transfer(AdminCap { id: object::new(ctx) }, ctx.sender());
}

#[test_only]
/// Runs `init` in unit tests, where no publish transaction calls it.
public fun init_for_testing(ctx: &mut TxContext) {
    init(ctx);
}

// #region owned
/// Mints a ticket and sends it to `to`: the ticket becomes address-owned.
public fun mint_ticket(_: &AdminCap, seat: u64, to: address, ctx: &mut TxContext) {
    transfer::public_transfer(Ticket { id: object::new(ctx), seat }, to);
}

/// Reads a ticket. The caller must own it to pass it as an input.
public fun seat(ticket: &Ticket): u64 {
    ticket.seat
}
// #endregion

// #region immutable
/// Publishes a configuration and freezes it in the same transaction.
public fun publish_config(_: &AdminCap, fee_bps: u64, label: String, ctx: &mut TxContext) {
    let config = Config { id: object::new(ctx), fee_bps, label };
    transfer::freeze_object(config);
}

/// Any transaction can read a frozen object through an immutable reference.
public fun fee_bps(config: &Config): u64 {
    config.fee_bps
}
// #endregion

// #region shared
/// Creates a counter and shares it: from now on anyone can use it.
public fun create_counter(ctx: &mut TxContext) {
    transfer::share_object(Counter { id: object::new(ctx), value: 0 });
}

/// Any address can call this; consensus orders concurrent calls.
public fun increment(counter: &mut Counter) {
    counter.value = counter.value + 1;
}

public fun value(counter: &Counter): u64 {
    counter.value
}
// #endregion
