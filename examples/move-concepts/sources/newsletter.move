/// A newsletter where capabilities, not addresses, decide who may do what.
module move_concepts::newsletter;

use std::string::String;

/// Can appoint editors. One exists, created at publish time.
public struct PublisherCap has key, store {
    id: UID,
}

/// Can post issues. No `store`: only this module can transfer it,
/// so an editor cannot hand it on.
public struct EditorCap has key {
    id: UID,
}

public struct Newsletter has key {
    id: UID,
    issues: vector<String>,
}

fun init(ctx: &mut TxContext) {
    transfer::share_object(Newsletter { id: object::new(ctx), issues: vector[] });
    transfer::public_transfer(PublisherCap { id: object::new(ctx) }, ctx.sender());
}

/// Only the holder of a `PublisherCap` can call this.
public fun appoint_editor(_: &PublisherCap, editor: address, ctx: &mut TxContext) {
    transfer::transfer(EditorCap { id: object::new(ctx) }, editor);
}

/// Only the holder of an `EditorCap` can call this.
public fun post(_: &EditorCap, newsletter: &mut Newsletter, text: String) {
    newsletter.issues.push_back(text);
}

/// An editor can give up the role by destroying the capability.
public fun resign(cap: EditorCap) {
    let EditorCap { id } = cap;
    id.delete();
}

public fun issue_count(newsletter: &Newsletter): u64 {
    newsletter.issues.length()
}
