/**
 * The upgrade guard: before a build starts, each patch that is on checks that the packages
 * it patches are within the versions it was written for and that the internals it relies
 * on are still there (./registry.ts, `upstream`). Otherwise the build stops with one
 * message per patch: the patch, the expected and found versions or the missing internal,
 * and the switch that turns the patch off.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {packageDir} from '../sui-api-reference/packages';
import {PATCHES, type Patch, type Upstream} from './registry';
import {STOCK_SWITCH} from './switch';

export interface GuardFailure {
  readonly patch: Patch['name'];
  readonly problems: ReadonlyArray<string>;
}

function installedVersion(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

/** The installed copy the bundler uses: below `via` when npm put one there, else the top-level one. */
function locateUpstream(upstream: Upstream): string {
  if (upstream.installedAs) {
    // An npm alias: found under its alias, and it must still be the package the patch was written for.
    const file = require.resolve(`${upstream.installedAs}/package.json`, {paths: [path.join(__dirname, '../..')]});
    if ((JSON.parse(readFileSync(file, 'utf8')) as {name?: string}).name !== upstream.package) {
      throw new Error(`${upstream.installedAs} is no longer ${upstream.package}`);
    }
    return path.dirname(file);
  }
  if (upstream.via) {
    try {
      const nested = path.join(packageDir(upstream.via), 'node_modules', upstream.package);
      if (existsSync(path.join(nested, 'package.json'))) return nested;
    } catch {
      // `via` itself is missing: look at the top level.
    }
  }
  return packageDir(upstream.package);
}

/** What is wrong with one upstream package of a patch, as sentences (none: it holds). */
export function checkUpstream(
  upstream: Upstream,
  locate: (pkg: string) => string = () => locateUpstream(upstream),
): string[] {
  let dir: string;
  try {
    dir = locate(upstream.package);
  } catch {
    return [`${upstream.package} is not installed (written against ${upstream.writtenAgainst})`];
  }
  const found = installedVersion(dir);
  const problems: string[] = [];
  if (!semver.satisfies(found, upstream.range, {includePrerelease: true})) {
    problems.push(
      `${upstream.package}: expected ${upstream.range} (written against ${upstream.writtenAgainst}), found ${found}`,
    );
  }
  for (const {file, contains} of upstream.internals) {
    const full = path.join(dir, file);
    if (!existsSync(full)) problems.push(`${upstream.package}@${found}: ${file} is gone`);
    else if (contains && !readFileSync(full, 'utf8').includes(contains)) {
      problems.push(`${upstream.package}@${found}: ${file} no longer contains ${JSON.stringify(contains)}`);
    }
  }
  return problems;
}

export function checkPatches(enabled: ReadonlySet<Patch['name']>, locate?: (pkg: string) => string): GuardFailure[] {
  return PATCHES.filter((p) => enabled.has(p.name)).flatMap((patch) => {
    const problems = patch.upstream.flatMap((u) => checkUpstream(u, locate));
    return problems.length ? [{patch: patch.name, problems}] : [];
  });
}

export function guardMessage(failures: ReadonlyArray<GuardFailure>): string {
  const lines = failures.map(
    ({patch, problems}) =>
      `- patch "${patch}" (plugins/patches/registry.ts): ${problems.join('; ')}. Switch it off with ${STOCK_SWITCH}=${patch}, or update it (ARCHITECTURE.md, upgrade playbook).`,
  );
  const all = failures.map((f) => f.patch).join(',');
  return `Docusaurus patches do not match the installed packages:\n${lines.join('\n')}\nTo build without them: ${STOCK_SWITCH}=${all}`;
}

/** Stops the build when an enabled patch does not hold. */
export function assertPatchesHold(enabled: ReadonlySet<Patch['name']>): void {
  const failures = checkPatches(enabled);
  if (failures.length) throw new Error(guardMessage(failures));
}
