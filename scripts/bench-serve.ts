/**
 * `npm run bench:serve`: requests per second and latency of the production nginx site
 * (deploy/nginx.conf over ./build) on 127.0.0.1, for the home page and a doc page, as a
 * browser asks for them (Accept-Encoding: br, gzip: nginx sends the precompressed files).
 *
 * A bounded load from Debian's wrk (installed with apt-get when missing): each URL gets
 * one warm-up second, then DURATION seconds with CONNECTIONS keep-alive connections on
 * one wrk thread, against nginx with 1 worker (this 2-core machine runs both). Traffic
 * goes to 127.0.0.1 only and stops by itself.
 * Usage: npm run bench:serve [-- --duration 10 --connections 32]
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {ensureDebianPackages} from './lib/apt';
import {startNginx} from './lib/nginx';
import {ROOT} from './lib/manifest';

const WRK = '/usr/bin/wrk';
const PAGES = [
  ['home page', '/'],
  ['doc page', '/concepts/object-model'],
] as const;

function option(name: string, fallback: number, max: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${process.argv[index + 1]}"`);
  }
  return value;
}

/** wrk prints durations as 812.00us, 1.20ms or 1.01s. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`unexpected wrk duration "${text}"`);
  const factor = {us: 0.001, ms: 1, s: 1000, m: 60_000}[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * factor;
}

interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  transferPerSecond: string;
}

function wrk(url: string, seconds: number, connections: number): Result {
  const run = spawnSync(
    WRK,
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      `--timeout`,
      '5s',
      '--latency',
      '-H',
      'Accept-Encoding: br, gzip',
      url,
    ],
    {encoding: 'utf8', timeout: (seconds + 30) * 1000},
  );
  if (run.status !== 0) throw new Error(`wrk failed on ${url}: ${run.stderr || run.error}`);
  const out = run.stdout;
  const pick = (re: RegExp) => {
    const match = re.exec(out);
    if (!match) throw new Error(`wrk output without ${re}:\n${out}`);
    return match[1];
  };
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSecond: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: milliseconds(pick(/^\s+50%\s+(\S+)/m)),
    p99: milliseconds(pick(/^\s+99%\s+(\S+)/m)),
    errors: Number(non2xx?.[1] ?? 0) + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
    transferPerSecond: pick(/Transfer\/sec:\s+(\S+)/),
  };
}

async function main(): Promise<void> {
  const seconds = option('duration', 10, 60);
  const connections = option('connections', 32, 256);
  const build = path.join(ROOT, 'build');
  if (!existsSync(path.join(build, '.nginx/csp.conf')))
    throw new Error('No complete build in ./build: run npm run build first.');
  ensureDebianPackages(WRK, ['wrk'], 'wrk');

  const server = await startNginx({root: build});
  try {
    console.log(
      `nginx (deploy/nginx.conf, 1 worker) on ${server.url}; wrk: 1 thread, ${connections} connections, ${seconds} s per page, Accept-Encoding: br, gzip\n`,
    );
    console.log('page                              requests/s   p50 ms   p99 ms   transfer/s   errors');
    for (const [name, pathname] of PAGES) {
      const url = server.url + pathname;
      const check = await fetch(url);
      if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
      wrk(url, 1, connections); // warm-up: open files, page cache
      const r = wrk(url, seconds, connections);
      console.log(
        `${`${name} ${pathname}`.padEnd(34)}${r.requestsPerSecond.toFixed(0).padStart(10)}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}${r.transferPerSecond.padStart(13)}${String(r.errors).padStart(9)}`,
      );
      if (r.errors > 0) process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
