/// An application that accepts loyalty points as payment.
module standards::gift_shop;

use standards::{loyalty::LOYALTY, spend_limit};
use sui::token::{Token, TokenPolicy};

const EWrongPrice: u64 = 0;

/// Price of one gift, in points.
const GIFT_PRICE: u64 = 10;

public struct Gift has key, store {
    id: UID,
}

// #region buy
/// Spend exactly GIFT_PRICE points and receive a gift.
public fun buy_gift(
    policy: &mut TokenPolicy<LOYALTY>,
    points: Token<LOYALTY>,
    ctx: &mut TxContext,
): Gift {
    assert!(points.value() == GIFT_PRICE, EWrongPrice);

    // `spend` destroys the token and moves its balance into the request.
    let mut request = points.spend(ctx);

    // The policy requires SpendLimit for "spend": collect its approval.
    spend_limit::verify(policy, &mut request, ctx);

    // A request with a spent balance needs the mutable confirm.
    policy.confirm_request_mut(request, ctx);

    Gift { id: object::new(ctx) }
}
// #endregion buy
