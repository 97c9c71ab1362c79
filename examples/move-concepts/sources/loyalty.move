/// Generic loyalty points. Any module can start a program for its own type,
/// and only that module can mint its points.
module move_concepts::loyalty;

/// A program's points, kept apart from other programs by the type `T`.
public struct Points<phantom T> has key, store {
    id: UID,
    amount: u64,
}

/// Proves who runs the program for `T`.
public struct ProgramCap<phantom T> has key, store {
    id: UID,
}

/// Needs a value of `T`, which only the module that defines `T` can create.
public fun new_program<T: drop>(_witness: T, ctx: &mut TxContext): ProgramCap<T> {
    ProgramCap { id: object::new(ctx) }
}

public fun mint<T>(_: &ProgramCap<T>, amount: u64, ctx: &mut TxContext): Points<T> {
    Points { id: object::new(ctx), amount }
}

public fun amount<T>(points: &Points<T>): u64 {
    points.amount
}
