/**
 * Runs the production nginx site (deploy/nginx.conf) on 127.0.0.1 over a given build, for
 * the deploy tests and the benchmarks. It uses Debian's nginx (installed with apt-get when
 * missing) and the site file unchanged except for its `listen` lines and its root path;
 * pid file, logs and temp folders live in a throw-away folder, so no root-owned state is
 * touched and several servers can run side by side.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ensureDebianPackages} from './apt';
import {ROOT} from './manifest';
import {freePort} from '../../tests/support/net';

const NGINX_PATH = '/usr/sbin/nginx';
export const SITE_CONFIG = path.join(ROOT, 'deploy/nginx.conf');
/** The root the committed site file serves; replaced by the served build's path. */
const PRODUCTION_ROOT = '/var/www/sui-docs';
const BROTLI_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx plus the module that serves the build's .br files. */
export function ensureNginx(): void {
  ensureDebianPackages(NGINX_PATH, ['nginx', 'libnginx-mod-http-brotli-static'], 'nginx');
  ensureDebianPackages(BROTLI_MODULE, ['libnginx-mod-http-brotli-static'], "nginx's brotli_static module");
}

/** deploy/nginx.conf with its listen address and root swapped for `port` and `root`. */
export function siteConfig(root: string, port: number): string {
  const source = readFileSync(SITE_CONFIG, 'utf8');
  const listens = source.match(/^\s*listen\s+[^;]+;\s*$/gm) ?? [];
  if (listens.length === 0 || !source.includes(PRODUCTION_ROOT)) {
    throw new Error(`${SITE_CONFIG}: expected "listen …;" lines and the root ${PRODUCTION_ROOT}`);
  }
  let first = true;
  return source
    .replace(/^(\s*)listen\s+[^;]+;\s*$/gm, (_line, indent: string) => {
      const replacement = first ? `${indent}listen 127.0.0.1:${port};` : '';
      first = false;
      return replacement;
    })
    .split(PRODUCTION_ROOT)
    .join(root);
}

/** A complete nginx.conf around the site, everything writable inside `dir`. */
function mainConfig(dir: string, site: string, workers: number): string {
  return [
    `load_module ${BROTLI_MODULE};`,
    `worker_processes ${workers};`,
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

async function waitUntilAnswering(url: string, exited: () => string | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = exited();
    if (exit !== null) throw new Error(exit);
    try {
      await fetch(url, {redirect: 'manual'});
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`nginx did not answer at ${url} within ${timeoutMs} ms: ${String(error)}`, {cause: error});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Starts nginx serving `root` (a production build) with deploy/nginx.conf on
 * 127.0.0.1:`port` (a free port when omitted). Resolves once it answers HTTP.
 */
export async function startNginx(opts: {
  root: string;
  port?: number;
  workers?: number;
}): Promise<{url: string; stop: () => Promise<void>}> {
  ensureNginx();
  const root = path.resolve(opts.root);
  if (!existsSync(path.join(root, '.nginx/csp.conf'))) {
    throw new Error(
      `${root} has no .nginx/csp.conf: it is written by the build's last step (npm run build, or tsx scripts/postbuild.ts after docusaurus build).`,
    );
  }
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'sui-docs-nginx-'));
  const site = path.join(dir, 'site.conf');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(site, siteConfig(root, port));
  writeFileSync(conf, mainConfig(dir, site, opts.workers ?? 1));

  const check = spawnSync(NGINX_PATH, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    rmSync(dir, {recursive: true, force: true});
    throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  }

  const child = spawn(NGINX_PATH, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => child.once('exit', (code) => ((exitCode = code), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (exitCode === undefined) {
      child.kill('SIGTERM'); // fast shutdown: the master stops its workers, then exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    await waitUntilAnswering(
      `${url}/`,
      () => (exitCode === undefined ? null : `nginx exited with ${exitCode}: ${stderr}${readLog(dir)}`),
      10_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, stop};
}

function readLog(dir: string): string {
  const log = path.join(dir, 'error.log');
  return existsSync(log) ? readFileSync(log, 'utf8') : '';
}
