/// Lockers and their keys, linked by ID rather than by wrapping.
module move_concepts::locker;

use std::string::String;

/// A shared locker that anyone can see but only its key can open.
public struct Locker has key {
    id: UID,
    note: Option<String>,
}

/// Points at exactly one locker through its ID.
public struct LockerKey has key, store {
    id: UID,
    locker_id: ID,
}

const EWrongKey: u64 = 0;

/// Creates a locker, shares it, and returns the key that opens it.
public fun new(ctx: &mut TxContext): LockerKey {
    let locker = Locker { id: object::new(ctx), note: option::none() };
    let key = LockerKey { id: object::new(ctx), locker_id: object::id(&locker) };
    transfer::share_object(locker);
    key
}

/// Puts a note in the locker, replacing any previous one.
public fun store_note(locker: &mut Locker, key: &LockerKey, note: String) {
    assert!(key.locker_id == object::id(locker), EWrongKey);
    locker.note = option::some(note);
}

/// Takes the note out of the locker.
public fun take_note(locker: &mut Locker, key: &LockerKey): Option<String> {
    assert!(key.locker_id == object::id(locker), EWrongKey);
    let note = locker.note;
    locker.note = option::none();
    note
}

public fun locker_id(key: &LockerKey): ID {
    key.locker_id
}
