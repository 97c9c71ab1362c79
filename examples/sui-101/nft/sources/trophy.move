/// Trophy NFTs: each trophy is a unique object with its own ID, minted by the
/// holder of a `MinterCap` and shown in wallets through a Display.
module trophies::trophy;

use std::string::String;
use sui::{display_registry::{Self, DisplayRegistry, DisplayCap}, event, package::{Self, Publisher}};

// #region types
/// One-time witness, used once in `init` to claim the `Publisher`.
public struct TROPHY has drop {}

/// The NFT. `key` makes it an object; `store` lets owners transfer it freely
/// and lets other packages (a kiosk, a marketplace) hold it.
public struct Trophy has key, store {
    id: UID,
    name: String,
    description: String,
    image_url: String,
    season: u16,
}

/// Only the holder of this capability can mint trophies.
public struct MinterCap has key, store {
    id: UID,
}

/// Emitted on every mint, so indexers can follow the collection.
public struct TrophyMinted has copy, drop {
    trophy_id: ID,
    season: u16,
    recipient: address,
}
// #endregion

// #region init
fun init(otw: TROPHY, ctx: &mut TxContext) {
    // The `Publisher` proves that this package defines `Trophy`. You need it
    // later to create the Display for the type.
    let publisher = package::claim(otw, ctx);
    transfer::public_transfer(publisher, ctx.sender());
    transfer::public_transfer(MinterCap { id: object::new(ctx) }, ctx.sender());
}
// #endregion

// #region mint
/// Mints a trophy and sends it to `recipient`.
public fun mint(
    _: &MinterCap,
    name: String,
    description: String,
    image_url: String,
    season: u16,
    recipient: address,
    ctx: &mut TxContext,
) {
    let trophy = Trophy { id: object::new(ctx), name, description, image_url, season };
    event::emit(TrophyMinted { trophy_id: object::id(&trophy), season, recipient });
    transfer::public_transfer(trophy, recipient);
}

/// Lets the owner destroy a trophy they no longer want.
public fun burn(trophy: Trophy) {
    let Trophy { id, .. } = trophy;
    id.delete();
}
// #endregion

// #region display
/// Creates the Display for `Trophy` in the display registry (`0xd`), fills in
/// its templates, shares it, and returns the capability that can edit it.
public fun create_display(
    registry: &mut DisplayRegistry,
    publisher: &mut Publisher,
    ctx: &mut TxContext,
): DisplayCap<Trophy> {
    let (mut display, cap) = display_registry::new_with_publisher<Trophy>(
        registry,
        publisher,
        ctx,
    );
    display.set(&cap, b"name".to_string(), b"{name}".to_string());
    display.set(&cap, b"description".to_string(), b"{description}".to_string());
    display.set(&cap, b"image_url".to_string(), b"{image_url}".to_string());
    display.set(&cap, b"season".to_string(), b"Season {season}".to_string());
    display.set(&cap, b"project_url".to_string(), b"https://example.com/trophies".to_string());
    display.share();
    cap
}
// #endregion

// #region getters
public fun name(trophy: &Trophy): String { trophy.name }

public fun season(trophy: &Trophy): u16 { trophy.season }
// #endregion
