/// A cafe that runs its own loyalty program through the witness pattern.
module move_concepts::cafe;

use move_concepts::loyalty::{Self, ProgramCap};

/// The witness: only this module can create a `Stamp` value.
public struct Stamp has drop {}

fun init(ctx: &mut TxContext) {
    let cap: ProgramCap<Stamp> = loyalty::new_program(Stamp {}, ctx);
    transfer::public_transfer(cap, ctx.sender());
}
