/**
 * Whether the git history can date the pages ("Last updated on …", issue 26). The docs
 * plugin takes each page's date from the newest commit that touched its file. In a shallow
 * clone every file not changed within the fetched commits seems to have been changed by
 * the oldest of them (with `--depth 1`, all pages show the day of the clone's one commit),
 * and outside a git checkout Docusaurus's eager git reader stops the build. So the build
 * reads dates only from a full history and shows none otherwise: never a wrong date.
 */
import {spawnSync} from 'node:child_process';

export type GitHistory = {dates: true} | {dates: false; reason: string};

/** `env`: the environment git runs with (tests pass one without git on the PATH). */
export function readGitHistory(siteDir: string, env: NodeJS.ProcessEnv = process.env): GitHistory {
  const git = (...args: string[]) => spawnSync('git', args, {cwd: siteDir, env, encoding: 'utf8'});
  const inside = git('rev-parse', '--is-inside-work-tree');
  if (inside.error) return {dates: false, reason: `git could not run (${inside.error.message})`};
  if (inside.status !== 0 || inside.stdout.trim() !== 'true') {
    return {dates: false, reason: 'the site is not in a git checkout (no .git)'};
  }
  const shallow = git('rev-parse', '--is-shallow-repository');
  if (shallow.status !== 0) return {dates: false, reason: `git rev-parse failed: ${shallow.stderr.trim()}`};
  if (shallow.stdout.trim() === 'true') {
    return {
      dates: false,
      reason: 'the checkout is a shallow clone, whose oldest commit seems to change every file (git fetch --unshallow)',
    };
  }
  // `git log`, which the docs plugin reads, fails in a repository without commits.
  if (git('rev-parse', '--verify', '--quiet', 'HEAD').status !== 0) {
    return {dates: false, reason: 'the git repository has no commits yet'};
  }
  return {dates: true};
}

/**
 * Reads the history once and says so when dates are off. The value is Docusaurus's
 * `future.experimental_vcs`: `true` is its own git reader (the eager one, with
 * `future.faster`), `false` none.
 */
export function lastUpdateVcs(siteDir: string): boolean {
  const history = readGitHistory(siteDir);
  // Docusaurus evaluates the config twice per build (the locales first, then the site), each
  // time afresh: a flag on the process says the warning was given.
  const warned = Symbol.for('sui-docs.gitHistory.warned');
  const shared = globalThis as typeof globalThis & {[warned]?: boolean};
  if (!history.dates && !shared[warned]) {
    shared[warned] = true;
    console.warn(`[sui-docs] No "Last updated" dates on the pages: ${history.reason}.`);
  }
  return history.dates;
}
