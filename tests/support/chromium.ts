import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests drive Debian's Chromium: browser downloads do not work on these machines.
 * Install it with apt-get when it is missing (needs root, as on CI).
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install Debian's "chromium" package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log(`\nChromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package.`);
  for (const cmd of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync(cmd[0], cmd.slice(1), {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get did not install ${CHROMIUM_PATH}`);
}
