import {Transaction} from '@mysten/sui/transactions';

// #region borrow
/** Borrows the workshop's hammer, uses it twice by reference, and returns it. */
export function useWorkshopHammer(packageId: string, workshopId: string): Transaction {
  const tx = new Transaction();
  const workshop = tx.object(workshopId);

  // 1. Take the hammer out by value, with the Borrow receipt.
  const [hammer, receipt] = tx.moveCall({
    target: `${packageId}::workshop::borrow_hammer`,
    arguments: [workshop],
  });

  // 2. Pass the hammer to functions that want &mut Hammer or &Hammer.
  tx.moveCall({target: `${packageId}::tools::strike`, arguments: [hammer]});
  tx.moveCall({target: `${packageId}::tools::strike`, arguments: [hammer]});

  // 3. Return the same hammer with its receipt, or the whole PTB aborts.
  tx.moveCall({
    target: `${packageId}::workshop::return_hammer`,
    arguments: [workshop, hammer, receipt],
  });
  return tx;
}
// #endregion
