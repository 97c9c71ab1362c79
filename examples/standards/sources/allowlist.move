/// A reusable rule: the sender and, for transfers, the recipient of an
/// action must both be on the issuer's list.
module standards::allowlist;

use sui::{token::{Self, ActionRequest, TokenPolicy, TokenPolicyCap}, vec_set::{Self, VecSet}};

const ESenderNotAllowed: u64 = 0;
const ERecipientNotAllowed: u64 = 1;

/// The rule witness.
public struct Allowlist() has drop;

/// The list of approved accounts, stored in the policy.
public struct Members has store {
    addresses: VecSet<address>,
}

/// Issuer: add an account to the list, creating the list if needed.
public fun add_member<T>(
    policy: &mut TokenPolicy<T>,
    cap: &TokenPolicyCap<T>,
    member: address,
    ctx: &mut TxContext,
) {
    if (!token::has_rule_config<T, Allowlist>(policy)) {
        let members = Members { addresses: vec_set::empty() };
        token::add_rule_config(Allowlist(), policy, cap, members, ctx);
    };
    let members: &mut Members = token::rule_config_mut(Allowlist(), policy, cap);
    members.addresses.insert(member);
}

/// Anyone: approve the request if every party is on the list.
public fun verify<T>(policy: &TokenPolicy<T>, request: &mut ActionRequest<T>, ctx: &mut TxContext) {
    let members: &Members = token::rule_config(Allowlist(), policy);
    assert!(members.addresses.contains(&request.sender()), ESenderNotAllowed);
    let recipient = request.recipient();
    if (recipient.is_some()) {
        assert!(members.addresses.contains(recipient.borrow()), ERecipientNotAllowed);
    };
    token::add_approval(Allowlist(), request, ctx);
}
