/**
 * The pure parts of `npm run check:upgrade` (scripts/check-upgrade.ts): choosing the
 * candidate Docusaurus, rewriting package.json for it, finding the overrides it conflicts
 * with, reading the first failure of a node:test TAP report and printing tables.
 */
import semver from 'semver';

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
  [key: string]: unknown;
}

/** One entry of package-lock.json's `packages`, with the dependency ranges its manifest declares. */
export interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The version to try: the requested one (it must be published), or the newest stable 3.x. */
export function pickCandidate(published: ReadonlyArray<string>, requested?: string): string {
  if (requested !== undefined) {
    if (!semver.valid(requested))
      throw new Error(`--version "${requested}" is not a version (e.g. 3.10.2 or 4.0.0-canary-6822)`);
    if (!published.includes(requested)) {
      throw new Error(
        `@docusaurus/core@${requested} is not in the npm registry; its newest versions: ${published.slice(-5).join(', ')}`,
      );
    }
    return requested;
  }
  const newest = semver.maxSatisfying([...published], '^3.0.0');
  if (!newest) throw new Error('the npm registry offers no stable @docusaurus/core 3.x');
  return newest;
}

/** The @docusaurus/* packages a package.json names, dependencies and devDependencies. */
export function docusaurusPackages(pkg: PackageJson): string[] {
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  return names.filter((n) => n.startsWith('@docusaurus/')).sort();
}

/**
 * When some packages lack `version`: the newest version of the same major (and, for a
 * prerelease, the same kind of prerelease) that every one of them has, to suggest instead.
 */
export function newestCommonVersion(
  published: Readonly<Record<string, ReadonlyArray<string>>>,
  version: string,
): string | undefined {
  const lists = Object.values(published);
  const pre = semver.prerelease(version) !== null;
  const common = (lists[0] ?? []).filter(
    (v) =>
      lists.every((l) => l.includes(v)) &&
      semver.major(v) === semver.major(version) &&
      (semver.prerelease(v) !== null) === pre,
  );
  return common.length ? semver.rsort(common)[0] : undefined;
}

export interface Change {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly why: string;
}

/** A peer dependency of one of the candidate's packages: its range and who declares it. */
export interface Peer {
  readonly range: string;
  readonly of: string;
}

/**
 * package.json for the candidate: every @docusaurus/* dependency at exactly `version`, and
 * a direct dependency that one of the candidate's packages declares as a peer in a range
 * the project's range does not meet (React, TypeScript for a new major) set to that range,
 * as the maintainer would have to.
 */
export function bumpDocusaurus(
  pkg: PackageJson,
  version: string,
  peers: Readonly<Record<string, Peer>>,
): {pkg: PackageJson; changes: Change[]} {
  const next: PackageJson = structuredClone(pkg);
  const changes: Change[] = [];
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const deps = next[field];
    if (!deps) continue;
    for (const [name, spec] of Object.entries(deps)) {
      let to: string | undefined;
      let why = '';
      if (name.startsWith('@docusaurus/')) {
        to = version;
        why = 'candidate';
      } else if (peers[name] && !rangesMeet(spec, peers[name].range)) {
        to = peers[name].range;
        why = `peer of ${peers[name].of}`;
      }
      if (to !== undefined && to !== spec) {
        deps[name] = to;
        changes.push({name, from: spec, to, why});
      }
    }
  }
  return {pkg: next, changes};
}

function rangesMeet(a: string, b: string): boolean {
  try {
    return semver.intersects(a, b, {includePrerelease: true});
  } catch {
    return false;
  }
}

/**
 * The project's overrides that the candidate conflicts with: a @docusaurus/* package of the
 * resolved tree asks for the overridden package in a range the override's version is outside of.
 */
export function conflictingOverrides(
  overrides: Readonly<Record<string, string>>,
  lockPackages: Readonly<Record<string, LockEntry>>,
): Array<{name: string; version: string; wantedBy: string; range: string}> {
  const conflicts: Array<{name: string; version: string; wantedBy: string; range: string}> = [];
  for (const [name, version] of Object.entries(overrides)) {
    if (!semver.valid(version)) continue; // a range or a reference: npm judges it, not us
    for (const [where, entry] of Object.entries(lockPackages)) {
      const requester = packageNameAt(where);
      if (!requester?.startsWith('@docusaurus/')) continue;
      const range = entry.dependencies?.[name] ?? entry.peerDependencies?.[name] ?? entry.optionalDependencies?.[name];
      if (range && semver.validRange(range) && !semver.satisfies(version, range, {includePrerelease: true})) {
        conflicts.push({name, version, wantedBy: `${requester}@${entry.version ?? '?'}`, range});
        break;
      }
    }
  }
  return conflicts;
}

/**
 * package-lock.json's `packages` without the entries of `names` (at any depth) and what is
 * nested under them, so npm resolves those afresh: kept, an old entry (React 18, a 3.x
 * theme) can hold the tree in a conflict that a maintainer's upgrade would not have.
 */
export function pruneLock(
  lockPackages: Readonly<Record<string, LockEntry>>,
  drop: (name: string) => boolean,
): Record<string, LockEntry> {
  const removed = Object.keys(lockPackages).filter((where) => {
    const name = packageNameAt(where);
    return name !== undefined && drop(name);
  });
  return Object.fromEntries(
    Object.entries(lockPackages).filter(([where]) => !removed.some((r) => where === r || where.startsWith(`${r}/`))),
  );
}

/**
 * A package installed only below another one (not where the site's root resolves it), as
 * '2.3.3 (under @docusaurus/faster)'; undefined when the lock has no such copy.
 */
export function nestedVersion(lockPackages: Readonly<Record<string, LockEntry>>, name: string): string | undefined {
  const found = Object.entries(lockPackages).filter(
    ([where]) => where !== `node_modules/${name}` && where.endsWith(`/node_modules/${name}`),
  );
  if (!found.length) return undefined;
  return found
    .map(
      ([where, entry]) =>
        `${entry.version ?? '?'} (under ${packageNameAt(where.slice(0, -`/node_modules/${name}`.length)) ?? '?'})`,
    )
    .join(', ');
}

/** 'node_modules/a/node_modules/@s/b' → '@s/b'. */
function packageNameAt(lockPath: string): string | undefined {
  const at = lockPath.lastIndexOf('node_modules/');
  return at < 0 ? undefined : lockPath.slice(at + 'node_modules/'.length);
}

/**
 * The first failing test of a node:test TAP report, with its error message. Node reports
 * subtests before their parent, so the first `not ok` is the innermost failing test.
 */
export function firstTapFailure(tap: string): string | undefined {
  const lines = tap.split('\n');
  const at = lines.findIndex((l) => /^\s*not ok \d+ - /.test(l));
  if (at < 0) return undefined;
  const name = lines[at].replace(/^\s*not ok \d+ - /, '').trim();
  const indent = /^\s*/.exec(lines[at])?.[0].length ?? 0;
  let message = '';
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*\.\.\.\s*$/.test(line) || (line.trim() && (/^\s*/.exec(line)?.[0].length ?? 0) <= indent)) break;
    const error = /^(\s*)error: (.*)$/.exec(line);
    if (!error) continue;
    if (/^[|>][-+]?$/.test(error[2].trim())) {
      // A block scalar: the message is on the more-indented lines that follow.
      const body: string[] = [];
      for (let j = i + 1; j < lines.length; j++) {
        if (!lines[j].trim()) continue;
        if ((/^\s*/.exec(lines[j])?.[0].length ?? 0) <= error[1].length) break;
        body.push(lines[j].trim());
      }
      message = body.join(' ');
    } else {
      message = error[2]
        .trim()
        .replace(/^'(.*)'$/, '$1')
        .replace(/''/g, "'");
    }
    break;
  }
  return message ? `${name}: ${message}` : name;
}

/** A plain-text table: columns padded to their widest cell, the last left free. */
export function formatTable(head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: ReadonlyArray<string>) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  return [
    line(head),
    widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.min(w, 40) : w)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}
