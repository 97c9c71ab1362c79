/// A shared workshop that lends its hammer out for the length of one
/// transaction and makes sure the same hammer comes back.
module workshop::workshop;

use sui::borrow::{Self, Referent, Borrow};
use workshop::tools::Hammer;

// #region workshop
public struct Workshop has key {
    id: UID,
    hammer: Referent<Hammer>,
}

/// Wraps `hammer` in a `Referent` and shares the workshop.
public fun open(hammer: Hammer, ctx: &mut TxContext) {
    let workshop = Workshop { id: object::new(ctx), hammer: borrow::new(hammer, ctx) };
    transfer::share_object(workshop);
}

/// Takes the hammer out by value. The `Borrow` hot potato has no abilities,
/// so the transaction can only end after `return_hammer` consumes it.
public fun borrow_hammer(workshop: &mut Workshop): (Hammer, Borrow) {
    workshop.hammer.borrow()
}

/// Puts the hammer back. Aborts if it is not the hammer that was borrowed.
public fun return_hammer(workshop: &mut Workshop, hammer: Hammer, receipt: Borrow) {
    workshop.hammer.put_back(hammer, receipt);
}
// #endregion
