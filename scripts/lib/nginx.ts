/**
 * Runs the production nginx site on 127.0.0.1 over a given build, for the deploy tests and
 * the benchmarks, with Debian's nginx (installed with apt-get when missing). Two ways:
 *  - plain HTTP (the default): the maps of deploy/nginx.conf and a server on one port that
 *    holds deploy/sui-docs-server.conf, what the site answers, unchanged but for its root;
 *  - `tls`: deploy/nginx.conf itself, its port-80 redirect and its HTTPS server, unchanged
 *    but for its `listen` lines, a self-signed certificate in place of the placeholders,
 *    and the same server file with its root swapped.
 * Pid file, logs and temp folders live in a throw-away folder, so no root-owned state is
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
const OPENSSL_PATH = '/usr/bin/openssl';
/** The production site: the maps, the port-80 redirect and the HTTPS server. */
export const SITE_CONFIG = path.join(ROOT, 'deploy/nginx.conf');
/** What the site's server answers, included by the HTTPS server (and by the tests' plain one). */
export const SERVER_CONFIG = path.join(ROOT, 'deploy/sui-docs-server.conf');
/** The root the committed files serve; replaced by the served build's path. */
const PRODUCTION_ROOT = '/var/www/sui-docs';
/** Where deploy/nginx.conf includes the server file from, and its certificate placeholders. */
const PRODUCTION_SERVER_FILE = '/etc/nginx/snippets/sui-docs-server.conf';
const PRODUCTION_CERTIFICATE = '/etc/ssl/sui-docs/fullchain.pem';
const PRODUCTION_KEY = '/etc/ssl/sui-docs/privkey.pem';
const BROTLI_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx plus the module that serves the build's .br files. */
export function ensureNginx(): void {
  ensureDebianPackages(NGINX_PATH, ['nginx', 'libnginx-mod-http-brotli-static'], 'nginx');
  ensureDebianPackages(BROTLI_MODULE, ['libnginx-mod-http-brotli-static'], "nginx's brotli_static module");
}

/** Replaces every `from` in `text`, which must hold it. */
function swap(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from)) throw new Error(`${file}: expected ${from}`);
  return text.split(from).join(to);
}

/** deploy/sui-docs-server.conf serving `root`, indented to sit inside a server block. */
function serverBody(root: string): string {
  const body = swap(readFileSync(SERVER_CONFIG, 'utf8'), PRODUCTION_ROOT, root, SERVER_CONFIG);
  return body
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
}

/** What deploy/nginx.conf declares for the whole `http` block: everything above its first server. */
export function httpLevel(source = readFileSync(SITE_CONFIG, 'utf8')): string {
  const first = source.search(/^server\s*\{/m);
  if (first < 0) throw new Error(`${SITE_CONFIG}: expected a "server {" block`);
  return source.slice(0, first);
}

/**
 * The site over plain HTTP on 127.0.0.1:`port` serving `root`, as the tests and the
 * benchmarks run it: the maps of deploy/nginx.conf (the build's redirect map included from
 * `root`) and one server holding deploy/sui-docs-server.conf. No TLS, so no
 * Strict-Transport-Security.
 */
export function siteConfig(root: string, port: number): string {
  return [
    swap(httpLevel(), PRODUCTION_ROOT, root, SITE_CONFIG).trimEnd(),
    '',
    'server {',
    `    listen 127.0.0.1:${port};`,
    '    server_name _;',
    '',
    serverBody(root),
    '}',
    '',
  ].join('\n');
}

export interface TlsPorts {
  /** Where deploy/nginx.conf listens on port 80 (the redirect to HTTPS). */
  http: number;
  /** Where it listens on port 443. */
  https: number;
}

/**
 * deploy/nginx.conf as shipped, on 127.0.0.1, serving `root`: its port-80 and port-443
 * `listen` lines moved to `ports` (the IPv6 ones dropped), its certificate placeholders
 * swapped for `certificate` and `key`, the redirect map included from `root`, and the
 * server file it includes written in place.
 */
export function tlsSiteConfig(
  root: string,
  ports: TlsPorts,
  {certificate, key}: {certificate: string; key: string},
): string {
  let source = readFileSync(SITE_CONFIG, 'utf8');
  const moved = new Set<number>();
  source = source.replace(
    /^(\s*)listen\s+(\[::\]:)?(\d+)([^;]*);[^\S\n]*\n/gm,
    (line, indent: string, v6, port, flags) => {
      if (v6) return '';
      const to = port === '80' ? ports.http : port === '443' ? ports.https : undefined;
      if (to === undefined) throw new Error(`${SITE_CONFIG}: a listen line for port ${port}, expected 80 and 443`);
      moved.add(Number(port));
      return `${indent}listen 127.0.0.1:${to}${flags};\n`;
    },
  );
  if (!moved.has(80) || !moved.has(443)) throw new Error(`${SITE_CONFIG}: expected listen lines for ports 80 and 443`);
  source = swap(source, PRODUCTION_ROOT, root, SITE_CONFIG);
  source = swap(source, PRODUCTION_CERTIFICATE, certificate, SITE_CONFIG);
  source = swap(source, PRODUCTION_KEY, key, SITE_CONFIG);
  const include = new RegExp(`^\\s*include\\s+${PRODUCTION_SERVER_FILE.replace(/[.]/g, '\\.')};\\s*$`, 'm');
  if (!include.test(source)) throw new Error(`${SITE_CONFIG}: expected "include ${PRODUCTION_SERVER_FILE};"`);
  return source.replace(include, serverBody(root));
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, written into `dir`. */
function selfSignedCertificate(dir: string): {certificate: string; key: string} {
  ensureDebianPackages(OPENSSL_PATH, ['openssl'], 'openssl');
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  const result = spawnSync(
    OPENSSL_PATH,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate:\n${result.stderr}`);
  return {certificate, key};
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

export interface NginxSite {
  /** The site's origin: http://127.0.0.1:port, or with `tls` https://127.0.0.1:port. */
  url: string;
  /** With `tls`: the origin of the port-80 server (http://127.0.0.1:port), which redirects. */
  redirectUrl?: string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx serving `root` (a production build) on 127.0.0.1: over plain HTTP on
 * `port` (a free port when omitted), or with `tls` as deploy/nginx.conf ships it, on two
 * free ports. Resolves once it answers.
 */
export async function startNginx(opts: {
  root: string;
  port?: number;
  workers?: number;
  tls?: boolean;
}): Promise<NginxSite> {
  ensureNginx();
  const root = path.resolve(opts.root);
  for (const file of ['.nginx/csp.conf', '.nginx/redirects.conf']) {
    if (!existsSync(path.join(root, file))) {
      throw new Error(
        `${root} has no ${file}: it is written by the build's last step (npm run build, or tsx scripts/postbuild.ts after docusaurus build).`,
      );
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sui-docs-nginx-'));
  const site = path.join(dir, 'site.conf');
  const conf = path.join(dir, 'nginx.conf');
  let url: string;
  let redirectUrl: string | undefined;
  try {
    if (opts.tls) {
      const ports = {http: await freePort(), https: await freePort()};
      writeFileSync(site, tlsSiteConfig(root, ports, selfSignedCertificate(dir)));
      url = `https://127.0.0.1:${ports.https}`;
      redirectUrl = `http://127.0.0.1:${ports.http}`;
    } else {
      const port = opts.port ?? (await freePort());
      writeFileSync(site, siteConfig(root, port));
      url = `http://127.0.0.1:${port}`;
    }
  } catch (error) {
    rmSync(dir, {recursive: true, force: true});
    throw error;
  }
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
    // With TLS, the plain port answers as soon as the server is up (fetch would refuse the
    // self-signed certificate of the other).
    await waitUntilAnswering(
      `${redirectUrl ?? url}/`,
      () => (exitCode === undefined ? null : `nginx exited with ${exitCode}: ${stderr}${readLog(dir)}`),
      10_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, redirectUrl, stop};
}

function readLog(dir: string): string {
  const log = path.join(dir, 'error.log');
  return existsSync(log) ? readFileSync(log, 'utf8') : '';
}
