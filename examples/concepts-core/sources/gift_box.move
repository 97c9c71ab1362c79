/// Wrapping: a box that holds a ticket until its recipient opens it.
module concepts_core::gift_box;

use concepts_core::ownership::Ticket;

const ENotRecipient: u64 = 0;
const EEmpty: u64 = 1;

// #region wrap
/// The box wraps a `Ticket`: while it is inside, the ticket has no owner of
/// its own and no transaction can name it by its ID.
public struct GiftBox has key {
    id: UID,
    recipient: address,
    content: Option<Ticket>,
}

/// Wraps `ticket` in a new box and shares the box.
public fun pack(ticket: Ticket, recipient: address, ctx: &mut TxContext) {
    let gift = GiftBox {
        id: object::new(ctx),
        recipient,
        content: option::some(ticket),
    };
    transfer::share_object(gift);
}

/// Unwraps the ticket: it reappears with the same object ID and goes to the recipient.
public fun open(gift: &mut GiftBox, ctx: &TxContext) {
    assert!(ctx.sender() == gift.recipient, ENotRecipient);
    assert!(gift.content.is_some(), EEmpty);
    let ticket = gift.content.extract();
    transfer::public_transfer(ticket, gift.recipient);
}
// #endregion
