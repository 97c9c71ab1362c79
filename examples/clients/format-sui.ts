// #region format
import {MIST_PER_SUI} from '@mysten/sui/utils';

/** Formats an amount of MIST as SUI, without trailing zeros. */
export function formatSui(mist: bigint): string {
  const whole = mist / MIST_PER_SUI;
  const fraction = (mist % MIST_PER_SUI).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}
// #endregion
