import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {SORTING_MODULES} from '../../plugins/patches/codepoint-sort';
import {codepointSort} from '../../plugins/patches/codepoint-sort/sortLoader.cjs';

test('the Docusaurus modules that sort during hydration lose every localeCompare call', () => {
  assert.equal(SORTING_MODULES.length, 2);
  for (const file of SORTING_MODULES) {
    const source = readFileSync(file, 'utf8');
    assert.match(
      source,
      /\.localeCompare\(/,
      `${file} still sorts with localeCompare (or the plugin has nothing to do)`,
    );
    const out = codepointSort(source, file);
    assert.doesNotMatch(out, /localeCompare/);
    assert.match(out, /\.sort\(\(a, b\) => compareCodePoints\(/);
    assert.match(out, /function compareCodePoints\(a, b\)/);
  }
});

test('the rewritten comparators order keys and docs base paths as before', () => {
  const run = (code: string, input: unknown[]) =>
    new Function('input', `${codepointSort(code, 'x.js')}\nreturn input;`)(input);
  const keys = [
    ['title', 1],
    ['className', 2],
    ['activeBaseRegex', 3],
    ['to', 4],
  ];
  assert.deepEqual(
    run('input.sort((a, b) => a[0].localeCompare(b[0]));', [...keys]),
    [...keys].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
  // getActivePlugin tries the longest matching base path first: '/references/…' before '/'.
  const plugins = [
    ['default', {path: '/'}],
    ['sui-graphql', {path: '/references/sui-api/graphql/reference'}],
  ];
  assert.deepEqual(
    run('input.sort((a, b) => b[1].path.localeCompare(a[1].path));', [...plugins]).map((p: unknown[]) => p[0]),
    ['sui-graphql', 'default'],
  );
});

test('a module with no call in the expected shape stops the build and says what to update', () => {
  assert.throws(
    () => codepointSort('export const x = 1;', 'changed.js'),
    /changed\.js.*update plugins\/patches\/codepoint-sort/s,
  );
  assert.throws(
    () => codepointSort('a.sort((x, y) => x.localeCompare(y, "en", {numeric: f(1)}));', 'nested.js'),
    /left over/,
  );
});
