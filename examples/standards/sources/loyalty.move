/// A closed-loop loyalty token. Points can be spent at the shop, up to a
/// limit per purchase, and moved only between allowlisted accounts.
module standards::loyalty;

use standards::{allowlist::Allowlist, spend_limit::{Self, SpendLimit}};
use sui::{coin::TreasuryCap, coin_registry, token};

/// One-time witness: proves that this currency is created only once.
public struct LOYALTY has drop {}

// #region init
fun init(otw: LOYALTY, ctx: &mut TxContext) {
    // Register the currency. Points are whole numbers, so decimals is 0.
    let (initializer, treasury_cap) = coin_registry::new_currency_with_otw(
        otw,
        0,
        b"LOYAL".to_string(),
        b"Loyalty points".to_string(),
        b"Points earned and spent at the shop".to_string(),
        b"".to_string(),
        ctx,
    );
    let metadata_cap = initializer.finalize(ctx);

    // Create the policy with the TreasuryCap, then decide what is allowed.
    let (mut policy, policy_cap) = token::new_policy(&treasury_cap, ctx);
    policy.add_rule_for_action<LOYALTY, Allowlist>(
        &policy_cap,
        token::transfer_action(),
        ctx,
    );
    policy.add_rule_for_action<LOYALTY, SpendLimit>(
        &policy_cap,
        token::spend_action(),
        ctx,
    );
    spend_limit::set_limit(&mut policy, &policy_cap, 1_000, ctx);

    // The policy has only `key`: it must be shared with `share_policy`.
    token::share_policy(policy);

    transfer::public_transfer(treasury_cap, ctx.sender());
    transfer::public_transfer(policy_cap, ctx.sender());
    transfer::public_transfer(metadata_cap, ctx.sender());
}
// #endregion init

// #region reward
/// Issuer only: mint points and send them to a customer. The transfer
/// request is confirmed with the TreasuryCap, so no rule applies.
public fun reward(
    cap: &mut TreasuryCap<LOYALTY>,
    amount: u64,
    customer: address,
    ctx: &mut TxContext,
) {
    let points = token::mint(cap, amount, ctx);
    let request = points.transfer(customer, ctx);
    token::confirm_with_treasury_cap(cap, request, ctx);
}
// #endregion reward
