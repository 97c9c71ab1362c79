/// Event tickets: a composable public API plus transaction-only entry functions.
module move_concepts::ticket;

use std::string::String;

public struct Ticket has key, store {
    id: UID,
    seat: u64,
    holder: String,
}

const EEmptyHolder: u64 = 0;

/// Public: callable from other modules and from a PTB, which can use the result.
public fun issue(seat: u64, holder: String, ctx: &mut TxContext): Ticket {
    assert!(!holder.is_empty(), EEmptyHolder);
    Ticket { id: object::new(ctx), seat, holder }
}

/// Entry only: a transaction can call it, other packages cannot.
entry fun issue_to_sender(seat: u64, holder: String, ctx: &mut TxContext) {
    let ticket = issue(seat, holder, ctx);
    transfer::transfer(ticket, ctx.sender());
}

/// Entry only: burns a ticket and returns its seat. A PTB may ignore the result, because `u64` has `drop`.
entry fun redeem(ticket: Ticket): u64 {
    let Ticket { id, seat, holder: _ } = ticket;
    id.delete();
    seat
}

public fun seat(ticket: &Ticket): u64 {
    ticket.seat
}
