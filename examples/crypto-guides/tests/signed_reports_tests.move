#[test_only]
module crypto_guides::signed_reports_tests;

use crypto_guides::signed_reports;
use sui::ed25519;

// A report of price 1_234_500 at 1_700_000_000_000 ms, signed off chain with
// keys derived from the 32-byte secret key 0x0707...07 (test keys only).
const PRICE: u64 = 1_234_500;
const TIMESTAMP_MS: u64 = 1_700_000_000_000;

#[test]
fun report_encoding_matches_client() {
    assert!(
        signed_reports::report_bytes(PRICE, TIMESTAMP_MS) == x"44d61200000000000068e5cf8b010000",
    );
}

#[test]
fun ed25519_signature_verifies() {
    let message = signed_reports::report_bytes(PRICE, TIMESTAMP_MS);
    let public_key = x"ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c";
    let signature =
        x"d268195e29c06481b7253062cbf790a0b6e9cb49a6639998b9cc55b26a389b9531d9ca87c977b118a63f70323cb16ce2cdd9436ea13bdd1e78309f29a182ef06";
    assert!(ed25519::ed25519_verify(&signature, &public_key, &message));
    // Any change to the message breaks the signature.
    let tampered = signed_reports::report_bytes(PRICE + 1, TIMESTAMP_MS);
    assert!(!ed25519::ed25519_verify(&signature, &public_key, &tampered));
}

#[test]
fun secp256k1_signature_verifies() {
    let message = signed_reports::report_bytes(PRICE, TIMESTAMP_MS);
    let public_key = x"02989c0b76cb563971fdc9bef31ec06c3560f3249d6ee9e5d83c57625596e05f6f";
    let signature =
        x"355244d113afda717b1dfdd123adcd726186602aecd9f787ec1dd68dbf4731b5246d4dfdc05fa0a05fd19505741968e541c19d0bb50786c0d7eaafb5682a1ec2";
    assert!(signed_reports::verify_k1(&signature, &public_key, &message));
}

#[test]
fun secp256r1_signature_verifies() {
    let message = signed_reports::report_bytes(PRICE, TIMESTAMP_MS);
    let public_key = x"031e18532fd4754c02f3041d9c75ceb33b83ffd81ac7ce4fe882ccb1c98bc5896e";
    let signature =
        x"5ba360c136517650b2239b17edec86e04a4012efa192f9db961cdbb6e683270e561f9a834f7c393b17b6955a5ef990b56acb5597f4bfe92822fc0a8da0ea2f69";
    assert!(signed_reports::verify_r1(&signature, &public_key, &message));
}
