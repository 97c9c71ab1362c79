import {Transaction, UpgradePolicy} from '@mysten/sui/transactions';

// #region split-transfer
/** Pays two people different amounts of SUI, split from the gas coin. */
export function payTwo(alice: string, bob: string): Transaction {
  const tx = new Transaction();
  // One SplitCoins command, two results: a coin of 1 SUI and a coin of 0.25 SUI.
  const [toAlice, toBob] = tx.splitCoins(tx.gas, [1_000_000_000n, 250_000_000n]);
  tx.transferObjects([toAlice], alice);
  tx.transferObjects([toBob], bob);
  return tx;
}
// #endregion

// #region merge
/** Merges several coins of one type into the first, then sends it. */
export function consolidate(coinIds: string[], recipient: string): Transaction {
  const [first, ...rest] = coinIds;
  const tx = new Transaction();
  tx.mergeCoins(
    tx.object(first),
    rest.map((id) => tx.object(id)),
  );
  tx.transferObjects([tx.object(first)], recipient);
  return tx;
}
// #endregion

// #region move-call
/** Tips a shared tip jar with 0.1 SUI: a split feeds straight into a Move call. */
export function tipJar(packageId: string, jarId: string): Transaction {
  const tx = new Transaction();
  const [payment] = tx.splitCoins(tx.gas, [100_000_000n]);
  tx.moveCall({
    target: `${packageId}::tip_jar::tip`,
    arguments: [tx.object(jarId), payment],
  });
  return tx;
}
// #endregion

// #region chain
/** Mints a time lock around a new hammer: one call's result is the next call's input. */
export function lockNewHammer(workshopPkg: string, timelockPkg: string, hours: number): Transaction {
  const tx = new Transaction();
  const hammer = tx.moveCall({target: `${workshopPkg}::tools::new_hammer`});
  tx.moveCall({
    target: `${timelockPkg}::timelock::lock`,
    typeArguments: [`${workshopPkg}::tools::Hammer`],
    arguments: [hammer, tx.pure.u64(hours * 3_600_000), tx.object.clock()],
  });
  return tx;
}
// #endregion

// #region make-move-vec
/** Builds a vector<Coin<SUI>> from two new coins and joins it with 0x2::pay::join_vec. */
export function joinAsVector(owner: string): Transaction {
  const tx = new Transaction();
  const [a, b, c] = tx.splitCoins(tx.gas, [10n, 20n, 30n]);
  const others = tx.makeMoveVec({type: '0x2::coin::Coin<0x2::sui::SUI>', elements: [b, c]});
  tx.moveCall({
    target: '0x2::pay::join_vec',
    typeArguments: ['0x2::sui::SUI'],
    arguments: [a, others],
  });
  tx.transferObjects([a], owner);
  return tx;
}
// #endregion

// #region publish
/** The output of `sui move build --dump-bytecode-as-base64`. */
export interface CompiledPackage {
  modules: string[];
  dependencies: string[];
  digest: number[];
}

/** Publishes a package and keeps its UpgradeCap. */
export function publish(compiled: CompiledPackage, sender: string): Transaction {
  const tx = new Transaction();
  const upgradeCap = tx.publish({modules: compiled.modules, dependencies: compiled.dependencies});
  tx.transferObjects([upgradeCap], sender);
  return tx;
}
// #endregion

// #region upgrade
/** Upgrades a package: authorize, upgrade, commit, all in one PTB. */
export function upgrade(compiled: CompiledPackage, packageId: string, upgradeCapId: string): Transaction {
  const tx = new Transaction();
  const ticket = tx.moveCall({
    target: '0x2::package::authorize_upgrade',
    arguments: [tx.object(upgradeCapId), tx.pure.u8(UpgradePolicy.COMPATIBLE), tx.pure.vector('u8', compiled.digest)],
  });
  const receipt = tx.upgrade({
    modules: compiled.modules,
    dependencies: compiled.dependencies,
    package: packageId,
    ticket,
  });
  tx.moveCall({
    target: '0x2::package::commit_upgrade',
    arguments: [tx.object(upgradeCapId), receipt],
  });
  return tx;
}
// #endregion
