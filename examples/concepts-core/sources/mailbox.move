/// Transfer to object: a mailbox object that receives tickets at its own ID.
module concepts_core::mailbox;

use concepts_core::ownership::Ticket;
use sui::transfer::Receiving;

const ENotOwner: u64 = 0;

// #region mailbox
/// Anyone can send a `Ticket` to the mailbox's ID; only its owner can take one out.
public struct Mailbox has key {
    id: UID,
    owner: address,
}

public fun create(ctx: &mut TxContext) {
    let mailbox = Mailbox { id: object::new(ctx), owner: ctx.sender() };
    transfer::share_object(mailbox);
}

/// Receives a ticket that was transferred to the mailbox and hands it to the owner.
public fun collect(mailbox: &mut Mailbox, sent: Receiving<Ticket>, ctx: &TxContext) {
    assert!(ctx.sender() == mailbox.owner, ENotOwner);
    let ticket = transfer::public_receive(&mut mailbox.id, sent);
    transfer::public_transfer(ticket, mailbox.owner);
}
// #endregion
