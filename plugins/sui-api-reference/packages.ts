import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const requireFromSite = createRequire(path.join(__dirname, '../../package.json'));

/**
 * The installed folder of a package. Packages with an `exports` map (like @mysten/sui)
 * refuse `require.resolve('<name>/package.json')`, so resolve an entry and walk up.
 */
export function packageDir(name: string): string {
  const lookup = requireFromSite.resolve.paths(name) ?? [];
  for (const dir of lookup) {
    const candidate = path.join(dir, name, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as {name?: string}).name === name) {
      return path.dirname(candidate);
    }
  }
  throw new Error(`Cannot find the installed package ${name}: run npm ci.`);
}
