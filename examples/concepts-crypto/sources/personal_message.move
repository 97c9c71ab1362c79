/// Checks, inside Move, a signature that a wallet produced with
/// `signPersonalMessage`, and derives the signer's Sui address.
module concepts_crypto::personal_message;

use sui::{bcs, ed25519, hash};

/// Intent bytes: scope PersonalMessage (3), version V0 (0), app id Sui (0).
const PERSONAL_MESSAGE_INTENT: vector<u8> = vector[3, 0, 0];
/// Address flag of the Ed25519 scheme.
const ED25519_FLAG: u8 = 0;

/// Returns true when `signature` (the raw 64 bytes, without flag or key)
/// is a valid Ed25519 signature of `message` as a personal message.
public fun verify(message: vector<u8>, signature: vector<u8>, public_key: vector<u8>): bool {
    let mut intent_message = PERSONAL_MESSAGE_INTENT;
    // The message is BCS-encoded as `vector<u8>`: a length prefix, then the bytes.
    intent_message.append(bcs::to_bytes(&message));
    let digest = hash::blake2b256(&intent_message);
    ed25519::ed25519_verify(&signature, &public_key, &digest)
}

/// Derives the Sui address of a 32-byte Ed25519 public key:
/// BLAKE2b-256 of the flag followed by the key.
public fun address_of(public_key: vector<u8>): address {
    let mut bytes = vector[ED25519_FLAG];
    bytes.append(public_key);
    sui::address::from_bytes(hash::blake2b256(&bytes))
}
