/// A minimal module whose functions a PTB can chain: `mint` returns a
/// value, `stamp` borrows it, and the PTB decides where the result goes.
module concepts_crypto::ticket;

public struct Ticket has key, store {
    id: UID,
    stamps: u64,
}

/// Creates a ticket and returns it to the caller instead of transferring it.
public fun mint(ctx: &mut TxContext): Ticket {
    Ticket { id: object::new(ctx), stamps: 0 }
}

/// Adds a stamp to a ticket passed by mutable reference.
public fun stamp(ticket: &mut Ticket) {
    ticket.stamps = ticket.stamps + 1;
}

/// Reads the number of stamps.
public fun stamps(ticket: &Ticket): u64 {
    ticket.stamps
}
