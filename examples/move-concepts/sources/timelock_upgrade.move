/// An upgrade policy that makes every upgrade wait a fixed delay after it is announced.
module move_concepts::timelock_upgrade;

use sui::{clock::Clock, event, package::{Self, UpgradeCap, UpgradeTicket, UpgradeReceipt}};

/// Holds the package's `UpgradeCap`; nobody can reach the cap except through this module.
public struct TimelockCap has key, store {
    id: UID,
    upgrade_cap: UpgradeCap,
    delay_ms: u64,
    pending: Option<Proposal>,
}

/// An announced upgrade: the exact bytecode digest and the kind of upgrade.
public struct Proposal has drop, store {
    digest: vector<u8>,
    policy: u8,
    ready_at_ms: u64,
}

/// Emitted so that users can see an upgrade coming and react before it lands.
public struct UpgradeProposed has copy, drop {
    package: ID,
    digest: vector<u8>,
    ready_at_ms: u64,
}

const ENoProposal: u64 = 0;
const ETooEarly: u64 = 1;
const EDigestMismatch: u64 = 2;

/// Locks an `UpgradeCap` behind the delay. The cap cannot be taken out again.
public fun new(upgrade_cap: UpgradeCap, delay_ms: u64, ctx: &mut TxContext): TimelockCap {
    TimelockCap { id: object::new(ctx), upgrade_cap, delay_ms, pending: option::none() }
}

/// Announces an upgrade. A later proposal replaces an earlier one.
public fun propose(self: &mut TimelockCap, policy: u8, digest: vector<u8>, clock: &Clock) {
    let ready_at_ms = clock.timestamp_ms() + self.delay_ms;
    event::emit(UpgradeProposed {
        package: package::upgrade_package(&self.upgrade_cap),
        digest,
        ready_at_ms,
    });
    self.pending = option::some(Proposal { digest, policy, ready_at_ms });
}

/// Issues the ticket for the announced upgrade once the delay has passed.
public fun authorize_upgrade(
    self: &mut TimelockCap,
    digest: vector<u8>,
    clock: &Clock,
): UpgradeTicket {
    assert!(self.pending.is_some(), ENoProposal);
    let Proposal { digest: announced, policy, ready_at_ms } = self.pending.extract();
    assert!(clock.timestamp_ms() >= ready_at_ms, ETooEarly);
    assert!(digest == announced, EDigestMismatch);
    package::authorize_upgrade(&mut self.upgrade_cap, policy, digest)
}

/// Records the new package version in the wrapped `UpgradeCap`.
public fun commit_upgrade(self: &mut TimelockCap, receipt: UpgradeReceipt) {
    package::commit_upgrade(&mut self.upgrade_cap, receipt)
}

/// Makes the package immutable for good.
public fun make_immutable(self: TimelockCap) {
    let TimelockCap { id, upgrade_cap, delay_ms: _, pending: _ } = self;
    id.delete();
    package::make_immutable(upgrade_cap);
}
