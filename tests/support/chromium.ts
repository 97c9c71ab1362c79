import {ensureDebianPackages} from '../../scripts/lib/apt';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The tests drive Debian's Chromium: browser downloads do not work on these machines. */
export function ensureChromium(): void {
  ensureDebianPackages(CHROMIUM_PATH, ['chromium'], 'Chromium');
}
