/// Stores a prepared Groth16 verifying key once and checks proofs against it.
module crypto_guides::zk_verifier;

use sui::groth16::{Self, PreparedVerifyingKey};

/// The proof does not verify against the stored key and public inputs.
const EInvalidProof: u64 = 0;

// #region verifier
/// A circuit's verifier. `PreparedVerifyingKey` has `store`, so it can live in an object.
public struct Verifier has key {
    id: UID,
    pvk: PreparedVerifyingKey,
    verified_proofs: u64,
}

/// Prepares the key once, at setup, so each verification is cheaper.
/// `verifying_key` is the arkworks compressed serialization of a BN254 key.
public fun create(verifying_key: vector<u8>, ctx: &mut TxContext) {
    let pvk = groth16::prepare_verifying_key(&groth16::bn254(), &verifying_key);
    transfer::share_object(Verifier { id: object::new(ctx), pvk, verified_proofs: 0 });
}

/// `public_inputs`: the public inputs, each a 32-byte little-endian field element, concatenated.
/// `proof`: the arkworks compressed serialization of the proof points A, B, and C.
public fun check(verifier: &mut Verifier, public_inputs: vector<u8>, proof: vector<u8>) {
    let inputs = groth16::public_proof_inputs_from_bytes(public_inputs);
    let points = groth16::proof_points_from_bytes(proof);
    assert!(
        groth16::verify_groth16_proof(&groth16::bn254(), &verifier.pvk, &inputs, &points),
        EInvalidProof,
    );
    verifier.verified_proofs = verifier.verified_proofs + 1;
}
// #endregion verifier

public fun verified_proofs(verifier: &Verifier): u64 { verifier.verified_proofs }
