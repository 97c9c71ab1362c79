/// A reusable rule: an action passes only if its amount is at most the
/// limit the issuer stored in the policy.
module standards::spend_limit;

use sui::token::{Self, ActionRequest, TokenPolicy, TokenPolicyCap};

const ELimitExceeded: u64 = 0;

/// The rule witness. Only this module can create a value of this type.
public struct SpendLimit() has drop;

/// The rule's configuration, stored in the policy under the rule's type.
public struct Config has drop, store {
    max_amount: u64,
}

// #region config
/// Issuer: set the limit, or change it if it is already set.
public fun set_limit<T>(
    policy: &mut TokenPolicy<T>,
    cap: &TokenPolicyCap<T>,
    max_amount: u64,
    ctx: &mut TxContext,
) {
    if (token::has_rule_config<T, SpendLimit>(policy)) {
        let config: &mut Config = token::rule_config_mut(SpendLimit(), policy, cap);
        config.max_amount = max_amount;
    } else {
        token::add_rule_config(SpendLimit(), policy, cap, Config { max_amount }, ctx);
    }
}
// #endregion config

// #region verify
/// Anyone: check a request against the limit and stamp it.
public fun verify<T>(policy: &TokenPolicy<T>, request: &mut ActionRequest<T>, ctx: &mut TxContext) {
    let config: &Config = token::rule_config(SpendLimit(), policy);
    assert!(request.amount() <= config.max_amount, ELimitExceeded);
    token::add_approval(SpendLimit(), request, ctx);
}
// #endregion verify
