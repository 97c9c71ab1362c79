// Confirming closed-loop token requests with the issuer's capabilities, and flushing the spent balance.
// The IDs come from the publish output of the `standards` example package.
import {Transaction} from '@mysten/sui/transactions';

export interface IssuerObjects {
  packageId: string;
  policyId: string;
  policyCapId: string;
  treasuryCapId: string;
}

const tokenType = (ids: IssuerObjects) => `${ids.packageId}::loyalty::LOYALTY`;

// #region policy-cap
/** Moves points from the issuer to a customer without running the policy's rules. */
export function transferWithPolicyCap(ids: IssuerObjects, tokenId: string, customer: string): Transaction {
  const tx = new Transaction();
  const request = tx.moveCall({
    target: '0x2::token::transfer',
    typeArguments: [tokenType(ids)],
    arguments: [tx.object(tokenId), tx.pure.address(customer)],
  });
  // The policy cap skips the rules, but it cannot confirm a request that carries a spent balance.
  tx.moveCall({
    target: '0x2::token::confirm_with_policy_cap',
    typeArguments: [tokenType(ids)],
    arguments: [tx.object(ids.policyCapId), request],
  });
  return tx;
}
// #endregion policy-cap

// #region treasury-cap
/** Spends points held by the issuer and burns them at once. */
export function spendWithTreasuryCap(ids: IssuerObjects, tokenId: string): Transaction {
  const tx = new Transaction();
  const request = tx.moveCall({
    target: '0x2::token::spend',
    typeArguments: [tokenType(ids)],
    arguments: [tx.object(tokenId)],
  });
  // Only the TreasuryCap can consume a spent balance outside the policy: it reduces the supply.
  tx.moveCall({
    target: '0x2::token::confirm_with_treasury_cap',
    typeArguments: [tokenType(ids)],
    arguments: [tx.object(ids.treasuryCapId), request],
  });
  return tx;
}
// #endregion treasury-cap

// #region flush
/** Burns everything that customers spent through the policy since the last flush. */
export function flushSpentBalance(ids: IssuerObjects): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: '0x2::token::flush',
    typeArguments: [tokenType(ids)],
    arguments: [tx.object(ids.policyId), tx.object(ids.treasuryCapId)],
  });
  return tx;
}
// #endregion flush
