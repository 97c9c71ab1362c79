/// Accepts price reports only when an oracle's key has signed them.
module crypto_guides::signed_reports;

use std::bcs;
use sui::{ecdsa_k1, ecdsa_r1, ed25519};

/// The signature does not match the report and the oracle's key.
const EBadSignature: u64 = 0;
/// The report is older than the last accepted one.
const EStaleReport: u64 = 1;

/// The hash function identifier for SHA-256 in `ecdsa_k1` and `ecdsa_r1`.
const SHA256: u8 = 1;

// #region oracle
/// The message an oracle signs: its BCS bytes are exactly what the client signs.
public struct Report has copy, drop {
    price: u64,
    timestamp_ms: u64,
}

/// A shared feed that trusts one Ed25519 key.
public struct PriceFeed has key {
    id: UID,
    oracle_public_key: vector<u8>,
    price: u64,
    timestamp_ms: u64,
}

public fun create(oracle_public_key: vector<u8>, ctx: &mut TxContext) {
    transfer::share_object(PriceFeed {
        id: object::new(ctx),
        oracle_public_key,
        price: 0,
        timestamp_ms: 0,
    });
}

/// Anyone can relay a report; only a valid signature updates the feed.
public fun submit(feed: &mut PriceFeed, price: u64, timestamp_ms: u64, signature: vector<u8>) {
    let message = bcs::to_bytes(&Report { price, timestamp_ms });
    assert!(ed25519::ed25519_verify(&signature, &feed.oracle_public_key, &message), EBadSignature);
    assert!(timestamp_ms > feed.timestamp_ms, EStaleReport);
    feed.price = price;
    feed.timestamp_ms = timestamp_ms;
}

public fun price(feed: &PriceFeed): u64 { feed.price }
// #endregion oracle

// #region ecdsa
/// Verifies a 64-byte secp256k1 signature over SHA-256 of `message`,
/// against a 33-byte compressed public key.
public fun verify_k1(signature: &vector<u8>, public_key: &vector<u8>, message: &vector<u8>): bool {
    ecdsa_k1::secp256k1_verify(signature, public_key, message, SHA256)
}

/// The same check for secp256r1 (P-256), the curve of passkeys and many HSMs.
public fun verify_r1(signature: &vector<u8>, public_key: &vector<u8>, message: &vector<u8>): bool {
    ecdsa_r1::secp256r1_verify(signature, public_key, message, SHA256)
}

/// Recovers the signer's compressed public key from a 65-byte recoverable
/// secp256k1 signature, then compares it with the expected key.
public fun signed_by_k1(
    signature: &vector<u8>,
    message: &vector<u8>,
    expected_public_key: &vector<u8>,
): bool {
    ecdsa_k1::secp256k1_ecrecover(signature, message, SHA256) == *expected_public_key
}
// #endregion ecdsa

#[test_only]
public fun report_bytes(price: u64, timestamp_ms: u64): vector<u8> {
    bcs::to_bytes(&Report { price, timestamp_ms })
}
