/// Commit-reveal with hashes: a player commits to a secret choice and
/// reveals it later; the contract checks the reveal against the commitment.
module crypto_guides::commitments;

use std::{bcs, hash};
use sui::hash as sui_hash;

/// The commitment is not a 32-byte digest.
const EBadDigest: u64 = 0;
/// The revealed value does not match the commitment.
const EWrongReveal: u64 = 1;

/// A commitment stored on chain until its owner reveals it.
public struct Commitment has key {
    id: UID,
    digest: vector<u8>,
}

// #region commit
/// Stores a SHA3-256 commitment, computed off chain over `choice || salt`.
public fun commit(digest: vector<u8>, ctx: &mut TxContext) {
    assert!(digest.length() == 32, EBadDigest);
    transfer::transfer(Commitment { id: object::new(ctx), digest }, ctx.sender());
}

/// Reveals the choice and salt; aborts unless they hash to the commitment.
public fun reveal(commitment: Commitment, choice: u8, salt: vector<u8>): u8 {
    let Commitment { id, digest } = commitment;
    id.delete();
    let mut preimage = vector[choice];
    preimage.append(salt);
    // std::hash functions take the bytes by value.
    assert!(hash::sha3_256(preimage) == digest, EWrongReveal);
    choice
}
// #endregion commit

// #region helpers
/// SHA2-256 of any value, computed over its BCS encoding.
public fun sha256_of<T>(value: &T): vector<u8> {
    hash::sha2_256(bcs::to_bytes(value))
}

/// Keccak-256, as Ethereum uses: `sui::hash` functions take a reference.
public fun keccak(data: &vector<u8>): vector<u8> {
    sui_hash::keccak256(data)
}

/// Blake2b-256, the hash Sui itself uses for digests and addresses.
public fun blake2b(data: &vector<u8>): vector<u8> {
    sui_hash::blake2b256(data)
}
// #endregion helpers
