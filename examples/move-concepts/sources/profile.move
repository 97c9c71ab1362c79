/// A user profile that stores a UTF-8 display name and an ASCII handle.
module move_concepts::profile;

use std::{ascii, string::String};

public struct Profile has key, store {
    id: UID,
    /// Any Unicode text, such as "Zoë 🚀".
    display_name: String,
    /// Printable ASCII only, stored in lowercase.
    handle: ascii::String,
}

const EInvalidHandle: u64 = 0;
const EHandleTooLong: u64 = 1;
const MAX_HANDLE_BYTES: u64 = 32;

public fun new(display_name: String, handle: vector<u8>, ctx: &mut TxContext): Profile {
    let handle = ascii::try_string(handle);
    assert!(handle.is_some(), EInvalidHandle);
    let handle = handle.destroy_some();
    assert!(handle.all_characters_printable(), EInvalidHandle);
    assert!(handle.length() <= MAX_HANDLE_BYTES, EHandleTooLong);
    Profile {
        id: object::new(ctx),
        display_name,
        handle: handle.to_lowercase(),
    }
}

/// Builds "Hello, <name> (@<handle>)" from byte string literals and stored text.
public fun greeting(profile: &Profile): String {
    let mut text = b"Hello, ".to_string();
    text.append(profile.display_name);
    text.append_utf8(b" (@");
    text.append(profile.handle.to_string());
    text.append_utf8(b")");
    text
}

public fun handle(profile: &Profile): ascii::String {
    profile.handle
}
