import {after, before} from 'node:test';
import {request} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {startNginx, type NginxSite} from '../../scripts/lib/nginx';
import {BUILD_DIR} from '../support/site';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
}

/** The headers every answer carries, over HTTP and HTTPS (https.test.ts adds Strict-Transport-Security). */
export const SECURITY_HEADERS: Record<string, (value: string) => boolean> = {
  'content-security-policy': (v) => v.includes("default-src 'self'"),
  'x-content-type-options': (v) => v === 'nosniff',
  'referrer-policy': (v) => v === 'strict-origin-when-cross-origin',
  'permissions-policy': (v) => /camera=\(\)/.test(v) && /geolocation=\(\)/.test(v),
  'x-frame-options': (v) => v === 'DENY',
};

export function header(response: RawResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * Requests every path, four at a time, and returns one line per path that did not answer
 * 200 with a content type `type` accepts (empty when all did).
 */
export async function pathsNotServed(
  paths: string[],
  at: (pathname: string) => Promise<RawResponse>,
  type: (contentType: string) => boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const response = await at(p);
      if (response.status !== 200) problems.push(`${p}: ${response.status}`);
      else if (!type(header(response, 'content-type'))) problems.push(`${p}: ${header(response, 'content-type')}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return problems;
}

/** What nginx says about content-hashed files. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One GET with exactly the given headers (fetch would add Accept-Encoding and decompress).
 * Over HTTPS it takes the test server's self-signed certificate.
 */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:')
      ? (cb: Parameters<typeof request>[2]) => httpsRequest(url, {headers, rejectUnauthorized: false}, cb)
      : (cb: Parameters<typeof request>[2]) => request(url, {headers}, cb);
    const req = send((res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The nginx site over ./build for the tests of a file, over plain HTTP; returns its origin once started. */
export function useNginx(): () => string {
  const site = useNginxSite({tls: false});
  return () => site().url;
}

/**
 * The nginx site over ./build for the tests of a file: over plain HTTP, or with `tls` as
 * deploy/nginx.conf ships it (its HTTPS server and its port-80 redirect).
 */
export function useNginxSite({tls}: {tls: boolean}): () => NginxSite {
  let server: NginxSite | undefined;
  before(async () => {
    server = await startNginx({root: BUILD_DIR, tls});
  });
  after(() => server?.stop());
  return () => {
    if (!server) throw new Error('useNginxSite: nginx is not started yet');
    return server;
  };
}
