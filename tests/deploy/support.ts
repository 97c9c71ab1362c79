import {after, before} from 'node:test';
import {request} from 'node:http';
import {startNginx} from '../../scripts/lib/nginx';
import {BUILD_DIR} from '../support/site';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
}

/** One GET with exactly the given headers (fetch would add Accept-Encoding and decompress). */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The production nginx site over ./build for the tests of a file; returns its origin once started. */
export function useNginx(): () => string {
  let server: Awaited<ReturnType<typeof startNginx>> | undefined;
  before(async () => {
    server = await startNginx({root: BUILD_DIR});
  });
  after(() => server?.stop());
  return () => {
    if (!server) throw new Error('useNginx: nginx is not started yet');
    return server.url;
  };
}
