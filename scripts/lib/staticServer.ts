/**
 * A minimal static file server for a Docusaurus build folder, for the benchmarks that
 * count bytes (they compress what they receive themselves, so serving raw files is
 * enough). Clean URLs as in production: /x serves x.html or x/index.html; unknown
 * paths get 404.html with status 404.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function resolveFile(root: string, pathname: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export interface StaticServer {
  url: string;
  stop: () => Promise<void>;
}

/** `headers`: sent with every answer (the redirect-page test sends the build's CSP, as a host with only a headers file would). */
export async function startStaticServer(root: string, headers: Record<string, string> = {}): Promise<StaticServer> {
  const absRoot = path.resolve(root);
  const server: Server = createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(absRoot, pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(absRoot, '404.html');
    res.writeHead(status, {...headers, 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream'});
    createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
