/// Sells the one-time right to start a loyalty program to whoever holds a voucher.
module move_concepts::franchise;

use move_concepts::loyalty::{Self, ProgramCap};

/// A transferable witness: `store` lets it live inside an object.
public struct Franchise has drop, store {}

/// Carries exactly one `Franchise` value until its holder uses it.
public struct Voucher has key, store {
    id: UID,
    witness: Franchise,
}

fun init(ctx: &mut TxContext) {
    let voucher = Voucher { id: object::new(ctx), witness: Franchise {} };
    transfer::public_transfer(voucher, ctx.sender());
}

/// Spends the voucher: the witness comes out once and the voucher is gone.
public fun redeem(voucher: Voucher): Franchise {
    let Voucher { id, witness } = voucher;
    id.delete();
    witness
}

/// Whoever holds a voucher can start the franchise's loyalty program.
public fun open_program(voucher: Voucher, ctx: &mut TxContext): ProgramCap<Franchise> {
    loyalty::new_program(redeem(voucher), ctx)
}
