import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  bumpDocusaurus,
  conflictingOverrides,
  firstTapFailure,
  nestedVersion,
  newestCommonVersion,
  pickCandidate,
  pruneLock,
} from '../../scripts/lib/upgrade';

const PUBLISHED = [
  '3.9.2',
  '3.10.0',
  '3.10.1-canary-6655',
  '3.10.1',
  '3.10.2',
  '4.0.0-canary-6808',
  '4.0.0-canary-6822',
];

test('check:upgrade picks the newest stable 3.x, or the requested published version', () => {
  assert.equal(pickCandidate(PUBLISHED), '3.10.2');
  assert.equal(pickCandidate(PUBLISHED, '4.0.0-canary-6822'), '4.0.0-canary-6822');
  assert.throws(() => pickCandidate(PUBLISHED, '4.0.0'), /@docusaurus\/core@4\.0\.0 is not in the npm registry/);
  assert.throws(() => pickCandidate(PUBLISHED, 'next'), /is not a version/);
});

test('check:upgrade suggests the newest version of the same line that every package has', () => {
  const published = {'@docusaurus/core': PUBLISHED, '@docusaurus/faster': ['3.10.2', '4.0.0-canary-6808']};
  assert.equal(newestCommonVersion(published, '4.0.0-canary-6822'), '4.0.0-canary-6808');
  assert.equal(newestCommonVersion(published, '3.11.0'), '3.10.2');
  assert.equal(newestCommonVersion(published, '5.0.0'), undefined);
});

test('check:upgrade pins every @docusaurus package and moves React only when the candidate peers exclude it', () => {
  const pkg = {
    dependencies: {
      '@docusaurus/core': '3.10.2',
      '@docusaurus/plugin-google-tag-manager': '^3.10.2',
      react: '^18.3.1',
      clsx: '^2.1.1',
    },
    devDependencies: {'@docusaurus/types': '3.10.2'},
  };
  const same = bumpDocusaurus(pkg, '3.10.2', {react: {range: '^18.0.0 || ^19.0.0', of: '@docusaurus/core@3.10.2'}});
  assert.deepEqual(
    same.changes.map((c) => `${c.name} ${c.to}`),
    ['@docusaurus/plugin-google-tag-manager 3.10.2'],
  );
  const v4 = '4.0.0-canary-6808';
  const next = bumpDocusaurus(pkg, v4, {
    react: {range: '^19.3.0', of: `@docusaurus/core@${v4}`},
    '@docusaurus/faster': {range: v4, of: `@docusaurus/core@${v4}`},
  });
  assert.equal(next.pkg.dependencies?.react, '^19.3.0');
  assert.equal(next.changes.find((c) => c.name === 'react')?.why, `peer of @docusaurus/core@${v4}`);
  assert.equal(next.pkg.devDependencies?.['@docusaurus/types'], '4.0.0-canary-6808');
  assert.equal(pkg.dependencies.react, '^18.3.1', 'the input is left as it was');
});

test('check:upgrade drops an override only when a Docusaurus package asks for another range', () => {
  const lock = {
    '': {},
    'node_modules/@docusaurus/theme-search-algolia': {
      version: '4.0.0-canary-6808',
      dependencies: {'@docsearch/react': '^4.7.0'},
    },
    'node_modules/@docusaurus/faster': {version: '4.0.0-canary-6808', dependencies: {'@swc/core': '^1.16.2'}},
    'node_modules/some-other': {version: '1.0.0', dependencies: {'@graphql-tools/batch-execute': '^9.0.0'}},
  };
  const overrides = {'@docsearch/react': '3.9.0', '@swc/core': '1.16.18', '@graphql-tools/batch-execute': '10.2.0'};
  assert.deepEqual(
    conflictingOverrides(overrides, lock).map((c) => `${c.name} ${c.wantedBy} ${c.range}`),
    ['@docsearch/react @docusaurus/theme-search-algolia@4.0.0-canary-6808 ^4.7.0'],
  );
});

test('check:upgrade unlocks the packages it changes, at any depth, with what is nested under them', () => {
  const lock = {
    '': {},
    'node_modules/react': {version: '18.3.1'},
    'node_modules/@docusaurus/core': {version: '3.10.2'},
    'node_modules/@docusaurus/core/node_modules/semver': {version: '7.0.0'},
    'node_modules/@graphql-markdown/docusaurus/node_modules/@docusaurus/utils': {version: '3.10.1'},
    'node_modules/@graphql-markdown/docusaurus': {version: '1.35.0'},
    'node_modules/react-router': {version: '5.3.4'},
  };
  const kept = pruneLock(lock, (name) => name.startsWith('@docusaurus/') || name === 'react');
  assert.deepEqual(Object.keys(kept), ['', 'node_modules/@graphql-markdown/docusaurus', 'node_modules/react-router']);
});

test('check:upgrade names a package that is installed only below another one', () => {
  const lock = {
    'node_modules/@docusaurus/faster': {version: '4.0.0-canary-6808'},
    'node_modules/@docusaurus/faster/node_modules/@rspack/core': {version: '2.3.3'},
    'node_modules/react-router': {version: '5.3.4'},
  };
  assert.equal(nestedVersion(lock, '@rspack/core'), '2.3.3 (under @docusaurus/faster)');
  assert.equal(nestedVersion(lock, 'react-router'), undefined);
});

test('check:upgrade reads the first failing test and its message from a node:test TAP report', () => {
  const tap = [
    'TAP version 13',
    '# Subtest: content parity',
    '    # Subtest: passes',
    '    ok 1 - passes',
    '      ---',
    '      duration_ms: 4.8',
    '      ...',
    '    # Subtest: cards match',
    '    not ok 2 - cards match',
    '      ---',
    "      failureType: 'testCodeFailure'",
    '      error: |-',
    "        card 'Move' description differs",
    '        ',
    "        'a' !== 'b'",
    '        ',
    "      code: 'ERR_ASSERTION'",
    '      ...',
    '    # Subtest: single',
    '    not ok 3 - single',
    '      ---',
    "      error: 'it''s wrong'",
    '      ...',
    'not ok 1 - content parity',
  ].join('\n');
  assert.equal(firstTapFailure(tap), "cards match: card 'Move' description differs 'a' !== 'b'");
  assert.equal(firstTapFailure(tap.slice(tap.indexOf('    # Subtest: single'))), "single: it's wrong");
  assert.equal(firstTapFailure('TAP version 13\nok 1 - fine\n'), undefined);
});
