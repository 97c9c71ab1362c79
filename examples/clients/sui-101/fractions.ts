import {Transaction} from '@mysten/sui/transactions';

// #region mint
/** Issuer: mints `units` of the villa and sends them to an investor. */
export function mintTo(packageId: string, issuerCapId: string, units: bigint, investor: string): Transaction {
  const assetType = `${packageId}::harbor_villa::HARBOR_VILLA`;
  const tx = new Transaction();
  const fraction = tx.moveCall({
    target: `${packageId}::fractions::mint`,
    typeArguments: [assetType],
    arguments: [tx.object(issuerCapId), tx.pure.u64(units)],
  });
  tx.transferObjects([fraction], investor);
  return tx;
}
// #endregion

// #region sell-part
/** Investor: splits part of a holding off and gives it to a buyer. */
export function givePart(packageId: string, fractionId: string, units: bigint, buyer: string): Transaction {
  const tx = new Transaction();
  const part = tx.moveCall({
    target: `${packageId}::fractions::split`,
    typeArguments: [`${packageId}::harbor_villa::HARBOR_VILLA`],
    arguments: [tx.object(fractionId), tx.pure.u64(units)],
  });
  tx.transferObjects([part], buyer);
  return tx;
}
// #endregion

// #region kiosk
/** Investor: lists a fraction for sale in their kiosk, using 0x2::kiosk directly. */
export function listInKiosk(
  packageId: string,
  kioskId: string,
  kioskCapId: string,
  fractionId: string,
  priceMist: bigint,
): Transaction {
  const itemType = `${packageId}::fractions::Fraction<${packageId}::harbor_villa::HARBOR_VILLA>`;
  const tx = new Transaction();
  tx.moveCall({
    target: '0x2::kiosk::place_and_list',
    typeArguments: [itemType],
    arguments: [tx.object(kioskId), tx.object(kioskCapId), tx.object(fractionId), tx.pure.u64(priceMist)],
  });
  return tx;
}
// #endregion
