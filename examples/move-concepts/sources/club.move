/// A members club that picks a different collection for each kind of data.
module move_concepts::club;

use std::string::String;
use sui::{table::{Self, Table}, vec_map::{Self, VecMap}, vec_set::{Self, VecSet}};

public struct Club has key {
    id: UID,
    /// A handful of admins: small and bounded, so it lives inside the object.
    admins: VecSet<address>,
    /// A few named limits: small and bounded, so it lives inside the object.
    limits: VecMap<String, u64>,
    /// Any number of members: each entry is a dynamic field of the table.
    points: Table<address, u64>,
}

const ENotAdmin: u64 = 0;
const EAlreadyMember: u64 = 1;
const EOverLimit: u64 = 2;

fun init(ctx: &mut TxContext) {
    let mut limits = vec_map::empty();
    limits.insert(b"max_award".to_string(), 100);
    transfer::share_object(Club {
        id: object::new(ctx),
        admins: vec_set::singleton(ctx.sender()),
        limits,
        points: table::new(ctx),
    });
}

public fun join(club: &mut Club, ctx: &TxContext) {
    let member = ctx.sender();
    assert!(!club.points.contains(member), EAlreadyMember);
    club.points.add(member, 0);
}

public fun award(club: &mut Club, member: address, amount: u64, ctx: &TxContext) {
    assert!(club.admins.contains(&ctx.sender()), ENotAdmin);
    let max_award = *club.limits.get(&b"max_award".to_string());
    assert!(amount <= max_award, EOverLimit);
    let balance = club.points.borrow_mut(member);
    *balance = *balance + amount;
}

public fun add_admin(club: &mut Club, admin: address, ctx: &TxContext) {
    assert!(club.admins.contains(&ctx.sender()), ENotAdmin);
    club.admins.insert(admin);
}

public fun points(club: &Club, member: address): u64 {
    if (club.points.contains(member)) *club.points.borrow(member) else 0
}

public fun member_count(club: &Club): u64 {
    club.points.length()
}
