/// Wrapping tickets directly in fields and in a vector.
module concepts_core::bundle;

use concepts_core::ownership::Ticket;

// #region bundle
/// Direct wrapping: the struct always holds exactly two tickets.
public struct Pair has key, store {
    id: UID,
    first: Ticket,
    second: Ticket,
}

/// Wrapping in a vector: any number of tickets, including none.
public struct Bundle has key, store {
    id: UID,
    tickets: vector<Ticket>,
}

public fun pair(first: Ticket, second: Ticket, ctx: &mut TxContext): Pair {
    Pair { id: object::new(ctx), first, second }
}

public fun bundle(tickets: vector<Ticket>, ctx: &mut TxContext): Bundle {
    Bundle { id: object::new(ctx), tickets }
}

/// Unwraps every ticket and sends them all to `to`; the bundle itself is deleted.
public fun unbundle(bundle: Bundle, to: address) {
    let Bundle { id, mut tickets } = bundle;
    while (!tickets.is_empty()) {
        transfer::public_transfer(tickets.pop_back(), to);
    };
    tickets.destroy_empty();
    id.delete();
}
// #endregion
