import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

/**
 * Tests and benchmarks use Debian's packages (Chromium, nginx, wrk): these machines reach
 * Debian's archive but no other download site. Installs `packages` with apt-get when
 * `binary` is missing; needs root, as on CI. `what` names the tool in error messages.
 */
export function ensureDebianPackages(binary: string, packages: string[], what: string): void {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${what} is missing at ${binary}: install Debian's ${packages.map((p) => `"${p}"`).join(', ')} (apt-get install -y ${packages.join(' ')}).`,
    );
  }
  console.log(`\n${what} is missing at ${binary}: installing Debian's ${packages.join(', ')}.`);
  for (const cmd of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
    if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  }
  if (!existsSync(binary)) throw new Error(`apt-get did not install ${binary}`);
}
