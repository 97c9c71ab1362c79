/// A minimal object: the sample of the object model page.
module concepts_core::notes;

use std::string::String;

// #region object
/// A note that one address owns. `key` makes it an object; `store` lets
/// its owner transfer it with `transfer::public_transfer`.
public struct Note has key, store {
    id: UID,
    text: String,
    edits: u64,
}
// #endregion

// #region lifecycle
/// Creates a note and sends it to the sender of the transaction.
public fun create(text: String, ctx: &mut TxContext) {
    let note = Note { id: object::new(ctx), text, edits: 0 };
    transfer::public_transfer(note, ctx.sender());
}

/// Changes the text. Taking `&mut Note` requires the caller to own the note.
public fun edit(note: &mut Note, text: String) {
    note.text = text;
    note.edits = note.edits + 1;
}

/// The object ID of a note, read from its `UID`.
public fun note_id(note: &Note): ID {
    object::id(note)
}

/// Destroys a note: unpack the struct, then delete its `UID`.
public fun delete(note: Note) {
    let Note { id, text: _, edits: _ } = note;
    id.delete();
}
// #endregion
