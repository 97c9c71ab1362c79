/**
 * "Last updated" dates come only from a full git history (config/gitHistory.ts): a shallow
 * clone, a folder without .git and a machine without git give no date (Docusaurus's git
 * reader off) and no build failure, never a wrong date.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {lastUpdateVcs, readGitHistory} from '../../config/gitHistory';

let dir: string;
let full: string;
const OLD = '2020-01-02T00:00:00Z';
const NEW = '2024-06-01T00:00:00Z';

function git(cwd: string, args: string[], date?: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Writer',
      GIT_AUTHOR_EMAIL: 'writer@example.com',
      GIT_COMMITTER_NAME: 'Writer',
      GIT_COMMITTER_EMAIL: 'writer@example.com',
      ...(date && {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date}),
    },
  }).trim();
}

/** The date git gives a file's last change, as the docs plugin reads it (seconds). */
const lastChange = (cwd: string, file: string) => Number(git(cwd, ['log', '-1', '--format=%ct', '--', file]));

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sui-docs-git-'));
  full = path.join(dir, 'full');
  mkdirSync(path.join(full, 'docs'), {recursive: true});
  git(full, ['init', '-q', '-b', 'main']);
  writeFileSync(path.join(full, 'docs/old.mdx'), 'old\n');
  git(full, ['add', '.']);
  git(full, ['commit', '-q', '-m', 'old page'], OLD);
  writeFileSync(path.join(full, 'docs/new.mdx'), 'new\n');
  git(full, ['add', '.']);
  git(full, ['commit', '-q', '-m', 'new page'], NEW);
});

after(() => rmSync(dir, {recursive: true, force: true}));

test('a full history dates each page by its own last commit', () => {
  assert.deepEqual(readGitHistory(full), {dates: true});
  assert.equal(lastChange(full, 'docs/old.mdx'), Date.parse(OLD) / 1000);
  assert.equal(lastUpdateVcs(full), true);
});

test('a shallow clone is detected: there, every page would show the date of the one commit fetched', () => {
  const shallow = path.join(dir, 'shallow');
  git(dir, ['clone', '-q', '--depth', '1', `file://${full}`, shallow]);
  // What the docs plugin would show: the old page dated by the newest commit, a wrong date.
  assert.equal(lastChange(shallow, 'docs/old.mdx'), Date.parse(NEW) / 1000);
  const history = readGitHistory(shallow);
  assert.equal(history.dates, false);
  assert.match(!history.dates ? history.reason : '', /shallow clone/);
  assert.equal(readGitHistory(path.join(shallow, 'docs')).dates, false, 'from a folder inside the clone too');
  assert.equal(lastUpdateVcs(shallow), false);
});

test('a copy without .git has no history: no dates', () => {
  const copy = path.join(dir, 'copy');
  cpSync(full, copy, {recursive: true, filter: (source) => path.basename(source) !== '.git'});
  const history = readGitHistory(copy);
  assert.equal(history.dates, false);
  assert.match(!history.dates ? history.reason : '', /not in a git checkout/);
});

test('a repository without commits: no dates (git log fails there)', () => {
  const fresh = path.join(dir, 'fresh');
  mkdirSync(fresh);
  git(fresh, ['init', '-q']);
  const history = readGitHistory(fresh);
  assert.equal(history.dates, false);
  assert.match(!history.dates ? history.reason : '', /no commits/);
});

test('a machine without git: no dates', () => {
  const empty = mkdtempSync(path.join(dir, 'path-'));
  const history = readGitHistory(full, {...process.env, PATH: empty});
  assert.equal(history.dates, false);
  assert.match(!history.dates ? history.reason : '', /git could not run/);
});

/** Docusaurus's config as it validates it: `future.experimental_vcs` becomes a reader. */
const vcsOf = (experimental_vcs: boolean | string) =>
  validateConfig(
    {title: 'Test', url: 'https://example.com', baseUrl: '/', future: {v4: true, faster: true, experimental_vcs}},
    'docusaurus.config.ts',
  ).future.experimental_vcs;

test("outside a git checkout, Docusaurus's eager git reader fails (what the check avoids)", async () => {
  const vcs = vcsOf('git-eager');
  await vcs.initialize({siteDir: path.join(dir, 'copy')});
  await assert.rejects(vcs.getFileLastUpdateInfo(path.join(dir, 'copy/docs/old.mdx')), /outside any Git worktree/);
});

test("Docusaurus reads `future.experimental_vcs: false` as no git reader: every page's date is null, nothing fails", async () => {
  const vcs = vcsOf(false);
  await vcs.initialize({siteDir: path.join(dir, 'copy')});
  assert.equal(await vcs.getFileLastUpdateInfo(path.join(dir, 'copy/docs/old.mdx')), null);
});
