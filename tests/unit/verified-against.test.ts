/**
 * `verified_against` (issue 27): the schema in config/content.ts and its check in
 * `npm run check:content` (scripts/content/checks/verified.ts), on the fixture site
 * tests/fixtures/content/verified: every malformed form fails, naming the file, the line,
 * the key and what is allowed; correct values pass.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkContent} from '../../scripts/content/run';
import {formatProblem} from '../../scripts/content/problems';
import {locateVerifiedAgainst} from '../../scripts/content/checks/verified';
import {VERIFIED_AGAINST_MISSING, validateVerifiedAgainst} from '../../config/content';

const ROOT = path.join(__dirname, '../fixtures/content/verified');
const TODAY = '2026-11-25';

const problems = (async () => {
  const result = await checkContent({root: ROOT, examples: false, today: TODAY});
  return result.problems.filter((p) => p.message.includes('verified_against'));
})();

/** The problems of one fixture page, as `line: severity: message`. */
async function of(name: string): Promise<string[]> {
  return (await problems)
    .filter((p) => p.file === `docs/${name}.mdx`)
    .map((p) => `${p.line}: ${p.severity}: ${p.message}`);
}

test('correct values pass: flow and block forms, a quoted date, an SDK on a page without TypeScript, a draft without one', async () => {
  for (const name of [
    'good-typescript',
    'good-block-style',
    'good-quoted-date',
    'draft-missing',
    'snippets/ts-snippet',
  ]) {
    assert.deepEqual(await of(name), [], name);
  }
});

test('the fixture pages have no problem other than their verified_against', async () => {
  const result = await checkContent({root: ROOT, examples: false, today: TODAY});
  assert.deepEqual(result.problems.filter((p) => !p.message.includes('verified_against')).map(formatProblem), []);
});

test('a published page without verified_against is reported at its first line, with the form to write', async () => {
  const [line, ...rest] = await of('missing');
  assert.equal(rest.length, 0);
  assert.match(line, new RegExp(`^1: ${VERIFIED_AGAINST_MISSING}: front matter has no verified_against: `));
  assert.match(line, /add verified_against: \{date: 2026-11-25, sui: "mainnet-v<release checked>"\} \(date YYYY-MM-DD/);
});

/** Each malformed form: the fixture, the line of `verified_against:`, and what the message must say. */
const MALFORMED: [string, number, RegExp][] = [
  ['date-form', 4, /^verified_against\.date "25\/11\/2026" is not allowed: write the day of the check as YYYY-MM-DD/],
  [
    'date-not-a-day',
    4,
    /^verified_against\.date "2026-02-30" is not allowed: write the day of the check as YYYY-MM-DD \(a real date/,
  ],
  ['date-month-13', 4, /^verified_against\.date "2026-13-01" is not allowed/],
  ['date-with-time', 4, /^verified_against\.date "2026-11-25T10:00:00Z" is not allowed/],
  ['date-future', 4, /^verified_against\.date "2026-12-01" is in the future \(today is 2026-11-25\)/],
  ['date-missing', 4, /^verified_against\.date is missing: write the day of the check as YYYY-MM-DD/],
  [
    'sui-missing',
    4,
    /^verified_against\.sui is missing: write the Sui release checked against, <network>-v<major>\.<minor>\.<patch>/,
  ],
  ['sui-empty', 4, /^verified_against\.sui is missing/],
  [
    'sui-version-only',
    4,
    /^verified_against\.sui "1\.80\.1" is not allowed: write the Sui release .* e\.g\. "mainnet-v1\.80\.1"/,
  ],
  ['sui-number', 4, /^verified_against\.sui "1\.8" is not allowed/],
  [
    'sdk-no-package',
    4,
    /^verified_against\.sdk "2\.33\.1" is not allowed: write "@mysten\/sui <version>" with a semantic version/,
  ],
  ['sdk-not-semver', 4, /^verified_against\.sdk "@mysten\/sui latest" is not allowed/],
  ['sdk-v-prefix', 4, /^verified_against\.sdk "@mysten\/sui v2\.33\.1" is not allowed/],
  [
    'sdk-missing-typescript',
    4,
    /^verified_against\.sdk is missing, and the page shows TypeScript: write "@mysten\/sui <version>"/,
  ],
  ['sdk-missing-include', 4, /^verified_against\.sdk is missing, and the page shows TypeScript/],
  ['sdk-missing-partial', 4, /^verified_against\.sdk is missing, and the page shows TypeScript/],
  [
    'not-a-mapping',
    4,
    /^verified_against must be a mapping \{date, sui\}, e\.g\. \{date: 2026-11-25, sui: "mainnet-v1\.80\.1"\}/,
  ],
  ['unknown-key', 4, /^verified_against\.node is not a key of verified_against: allowed keys are date, sui and sdk/],
];

for (const [name, line, message] of MALFORMED) {
  test(`malformed: ${name} fails check:content with the file, line, key and what is allowed`, async () => {
    const found = await of(name);
    assert.equal(found.length, 1, `docs/${name}.mdx: expected one problem, got:\n${found.join('\n')}`);
    const [at, severity, ...rest] = found[0].split(': ');
    const text = rest.join(': ');
    assert.equal(at, String(line), found[0]);
    assert.equal(severity, 'error', found[0]);
    assert.match(text, message);
  });
}

test('the fixture list covers every malformed fixture page', async () => {
  const reported = new Set((await problems).map((p) => p.file));
  const expected = new Set([...MALFORMED.map(([name]) => `docs/${name}.mdx`), 'docs/missing.mdx']);
  assert.deepEqual([...reported].sort(), [...expected].sort());
});

test('the schema on its own: each malformed form is refused, a correct value is returned', () => {
  const check = (value: unknown, needsSdk = false, writtenDate?: string) =>
    validateVerifiedAgainst(value, {today: TODAY, needsSdk, writtenDate});
  assert.deepEqual(check({date: new Date('2026-11-25'), sui: 'mainnet-v1.80.1', sdk: '@mysten/sui 2.33.1'}, true), {
    value: {date: '2026-11-25', sui: 'mainnet-v1.80.1', sdk: '@mysten/sui 2.33.1'},
    issues: [],
  });
  assert.deepEqual(check({date: '2024-02-29', sui: 'testnet-v1.20.0'}).value, {
    date: '2024-02-29',
    sui: 'testnet-v1.20.0',
  });
  const keys = (value: unknown, needsSdk = false, writtenDate?: string) =>
    check(value, needsSdk, writtenDate).issues.map((i) => i.key);
  assert.deepEqual(keys({date: '2025-02-29', sui: 'mainnet-v1.80.1'}), ['verified_against.date']);
  // YAML's reading of an unquoted 2026-02-30 (2 March), told apart by the date as written.
  assert.deepEqual(keys({date: new Date('2026-03-02'), sui: 'mainnet-v1.80.1'}, false, '2026-02-30'), [
    'verified_against.date',
  ]);
  assert.deepEqual(keys({date: '2026-11-26', sui: 'mainnet-v1.80.1'}), ['verified_against.date']);
  assert.deepEqual(keys({date: 20261125, sui: 'mainnet-v1.80.1'}), ['verified_against.date']);
  assert.deepEqual(keys({date: '2026-11-25', sui: ' mainnet-v1.80.1'}), ['verified_against.sui']);
  assert.deepEqual(keys({date: '2026-11-25', sui: 'mainnet-1.80.1'}), ['verified_against.sui']);
  assert.deepEqual(keys({date: '2026-11-25', sui: 'mainnet-v1.80'}), ['verified_against.sui']);
  assert.deepEqual(keys({date: '2026-11-25', sui: 'mainnet-v1.80.1', sdk: '@mysten/sui  2.33.1'}), [
    'verified_against.sdk',
  ]);
  assert.deepEqual(keys({date: '2026-11-25', sui: 'mainnet-v1.80.1', sdk: '@mysten/dapp-kit 1.0.0'}), [
    'verified_against.sdk',
  ]);
  assert.deepEqual(keys({date: '2026-11-25', sui: 'mainnet-v1.80.1', sdk: '@mysten/sui 2.33'}), [
    'verified_against.sdk',
  ]);
  assert.deepEqual(keys({date: '2026-11-25', sui: 'mainnet-v1.80.1'}, true), ['verified_against.sdk']);
  assert.deepEqual(keys(['2026-11-25', 'mainnet-v1.80.1']), ['verified_against']);
  assert.deepEqual(keys(null), ['verified_against']);
  assert.deepEqual(keys({}), ['verified_against.date', 'verified_against.sui']);
});

test('the date as written is read from the front matter, in flow and block form, quoted or not', () => {
  assert.deepEqual(locateVerifiedAgainst('---\ntitle: A\nverified_against: {date: 2026-02-30, sui: "x"}\n---\n'), {
    line: 3,
    writtenDate: '2026-02-30',
  });
  assert.deepEqual(locateVerifiedAgainst('---\nverified_against:\n  sui: "x"\n  date: "2026-11-25"\ntitle: A\n---\n'), {
    line: 2,
    writtenDate: '2026-11-25',
  });
  assert.deepEqual(locateVerifiedAgainst("---\nverified_against: {sui: 'x', date: '2026-1-5'}\n---\n"), {
    line: 2,
    writtenDate: '2026-1-5',
  });
  assert.equal(locateVerifiedAgainst('---\ntitle: A\n---\nverified_against: {date: 2026-11-25}\n'), undefined);
});
