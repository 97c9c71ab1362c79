/// Version-gating a shared object so that old package versions stop using it.
module concepts_core::versioned;

// #region versioned
/// Bump this constant in each upgrade that must retire older package versions.
const VERSION: u64 = 1;

const EWrongVersion: u64 = 0;
const ENotUpgrade: u64 = 1;

/// Shared state that records which package version may use it.
public struct Vault has key {
    id: UID,
    version: u64,
    total: u64,
}

public struct VaultAdminCap has key, store {
    id: UID,
}

fun init(ctx: &mut TxContext) {
    transfer::share_object(Vault { id: object::new(ctx), version: VERSION, total: 0 });
    transfer::public_transfer(VaultAdminCap { id: object::new(ctx) }, ctx.sender());
}

/// Every entry point checks the version first.
public fun deposit(vault: &mut Vault, amount: u64) {
    assert!(vault.version == VERSION, EWrongVersion);
    vault.total = vault.total + amount;
}

/// Called once, through the new package, after an upgrade that bumped `VERSION`.
public fun migrate(vault: &mut Vault, _: &VaultAdminCap) {
    assert!(vault.version < VERSION, ENotUpgrade);
    vault.version = VERSION;
}
// #endregion
