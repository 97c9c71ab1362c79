/// A short text that its owner can change: the sample package of the style guide.
module greeting::greeting;

use std::string::String;

// #region object
/// A short text that its owner can change.
public struct Greeting has key, store {
    id: UID,
    text: String,
}
// #endregion

const EEmptyText: u64 = 0;

// #region functions
public fun new(text: String, ctx: &mut TxContext): Greeting {
    assert!(!text.is_empty(), EEmptyText);
    Greeting { id: object::new(ctx), text }
}

public fun set_text(greeting: &mut Greeting, text: String) {
    assert!(!text.is_empty(), EEmptyText);
    greeting.text = text;
}
// #endregion

public fun text(greeting: &Greeting): String {
    greeting.text
}

public fun delete(greeting: Greeting) {
    let Greeting { id, text: _ } = greeting;
    id.delete();
}
