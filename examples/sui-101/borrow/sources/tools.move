/// A tool that other packages may want to use by reference.
module workshop::tools;

// #region tool
public struct Hammer has key, store {
    id: UID,
    strikes: u64,
}

public fun new_hammer(ctx: &mut TxContext): Hammer {
    Hammer { id: object::new(ctx), strikes: 0 }
}

/// Needs the hammer by mutable reference only.
public fun strike(hammer: &mut Hammer) {
    hammer.strikes = hammer.strikes + 1;
}

/// Needs the hammer by immutable reference only.
public fun strikes(hammer: &Hammer): u64 {
    hammer.strikes
}
// #endregion
