/**
 * `npm run report:content`'s verification part (scripts/content/verification.ts), on the
 * fixture pages of tests/fixtures/content/report: pages checked more than 90 days ago,
 * against an SDK older than the installed one, without a value, or with a malformed one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {listPages} from '../../scripts/content/run';
import {readPage} from '../../scripts/content/mdx';
import {ROOT} from '../../scripts/lib/manifest';
import {formatVerificationReport, verificationReport} from '../../scripts/content/verification';
import {installedSdkVersion} from '../../scripts/content/checks/verified';

const FIXTURES = path.join(__dirname, '../fixtures/content/report');
const pages = listPages(FIXTURES, 'docs').map((file) => readPage(FIXTURES, file));
const report = verificationReport(pages, {today: '2026-11-25', installedSdk: '2.33.1'});

test('pages checked more than 90 days ago are listed, oldest first; 90 days is not stale', () => {
  assert.deepEqual(report.stale, [
    {file: 'docs/old.mdx', date: '2025-11-25', days: 365},
    {file: 'docs/ninety-one-days.mdx', date: '2026-08-26', days: 91},
  ]);
});

test('pages checked against an SDK older than the installed one are listed (a prerelease of it too), a newer one is not', () => {
  assert.deepEqual(report.sdkBehind, [
    {file: 'docs/old.mdx', sdk: '@mysten/sui 1.45.0'},
    {file: 'docs/sdk-behind.mdx', sdk: '@mysten/sui 2.30.0'},
    {file: 'docs/sdk-prerelease.mdx', sdk: '@mysten/sui 2.33.1-rc.0'},
  ]);
});

test('pages without a value and with a malformed one are listed apart', () => {
  assert.deepEqual(report.missing, ['docs/unverified.mdx']);
  assert.deepEqual(report.malformed, ['docs/malformed.mdx']);
  assert.equal(report.verified, 7);
});

test('the text report names every listed page under its heading', () => {
  const text = formatVerificationReport(report).join('\n');
  assert.match(
    text,
    /^Verification \(verified_against\): 7 page\(s\) verified; 2 checked more than 90 days ago; 3 against an SDK older than the installed @mysten\/sui 2\.33\.1; 1 without a value; 1 malformed\./,
  );
  assert.match(
    text,
    /Checked more than 90 days ago [^\n]*:\n {2}docs\/old\.mdx \(2025-11-25, 365 days\)\n {2}docs\/ninety-one-days\.mdx/,
  );
  assert.match(text, /Checked against an SDK older [^\n]*:\n {2}docs\/old\.mdx \(@mysten\/sui 1\.45\.0\)/);
  assert.match(text, /Without verified_against:\n {2}docs\/unverified\.mdx/);
  assert.match(text, /Malformed verified_against [^\n]*:\n {2}docs\/malformed\.mdx/);
});

test('without an installed SDK, no page is called behind it', () => {
  const none = verificationReport(pages, {today: '2026-11-25', installedSdk: null});
  assert.deepEqual(none.sdkBehind, []);
  assert.match(formatVerificationReport(none)[0], /@mysten\/sui \(not installed\)/);
});

test("the installed SDK's version is read from its package.json on disk, which its exports do not expose", () => {
  // The reason for reading the file: require() of the package's package.json is refused.
  assert.throws(() => createRequire(path.join(ROOT, 'package.json'))('@mysten/sui/package.json'), {
    code: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
  });
  const site = mkdtempSync(path.join(os.tmpdir(), 'sui-docs-sdk-'));
  try {
    assert.equal(installedSdkVersion(site), null, 'no node_modules');
    mkdirSync(path.join(site, 'node_modules/@mysten/sui'), {recursive: true});
    const pkg = path.join(site, 'node_modules/@mysten/sui/package.json');
    writeFileSync(pkg, JSON.stringify({name: '@mysten/sui', version: '2.40.0', exports: {'.': './index.js'}}));
    assert.equal(installedSdkVersion(site), '2.40.0');
    writeFileSync(pkg, '{not json');
    assert.equal(installedSdkVersion(site), null, 'a broken package.json');
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
  assert.match(installedSdkVersion(ROOT) ?? '', /^\d+\.\d+\.\d+/, "this site's installed @mysten/sui");
});
