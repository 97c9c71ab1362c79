#[test_only]
module crypto_guides::commitments_tests;

use crypto_guides::commitments;
use std::hash;

// Digests of the ASCII bytes "sui", computed off chain.
#[test]
fun known_digests() {
    let data = b"sui";
    assert!(
        hash::sha2_256(data) == x"244e4b24e667ebf0ca798e496f1008b7389503c6a3975d0562e907f93997fdca",
    );
    assert!(
        hash::sha3_256(data) == x"629ba80edcd499b3219f47e1a11ee17f1a476be41fa6a85b02ff16896d2e6296",
    );
    assert!(
        commitments::keccak(&data) == x"62dcd9931dfd4b454526d130f627854784d12bc67b48810bbe659af1adfd3f5b",
    );
    assert!(
        commitments::blake2b(&data) == x"8c853392f9c0ee84e22fa46b51366112f7860ddc56d2724f4b55f3b0185142d0",
    );
}
