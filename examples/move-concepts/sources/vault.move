/// A shared vault that refuses calls from outdated versions of its package.
module move_concepts::vault;

use sui::{balance::{Self, Balance}, coin::{Self, Coin}, sui::SUI};

/// Bump this constant in every upgrade that must retire older versions.
const VERSION: u64 = 1;

const EWrongVersion: u64 = 0;
const ENotAdmin: u64 = 1;
const ENotUpgrade: u64 = 2;

public struct Vault has key {
    id: UID,
    /// The package version allowed to use this object.
    version: u64,
    /// The ID of the `VaultAdmin` that may migrate this object.
    admin: ID,
    funds: Balance<SUI>,
}

public struct VaultAdmin has key, store {
    id: UID,
}

fun init(ctx: &mut TxContext) {
    let admin = VaultAdmin { id: object::new(ctx) };
    transfer::share_object(Vault {
        id: object::new(ctx),
        version: VERSION,
        admin: object::id(&admin),
        funds: balance::zero(),
    });
    transfer::public_transfer(admin, ctx.sender());
}

public fun deposit(vault: &mut Vault, payment: Coin<SUI>) {
    assert!(vault.version == VERSION, EWrongVersion);
    coin::put(&mut vault.funds, payment);
}

public fun total(vault: &Vault): u64 {
    vault.funds.value()
}

/// Entry, not public: later upgrades may change or remove it freely.
entry fun migrate(vault: &mut Vault, admin: &VaultAdmin) {
    assert!(vault.admin == object::id(admin), ENotAdmin);
    assert!(vault.version < VERSION, ENotUpgrade);
    vault.version = VERSION;
}
