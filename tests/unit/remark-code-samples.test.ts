import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {extractRegion, parseMeta, visibleTypeScript} from '../../plugins/remark-code-samples/codeSamples';
import remarkCodeSamples from '../../plugins/remark-code-samples';

const FIXTURE_ROOT = path.join(__dirname, '../fixtures/content/good');

test('meta strings: quoted values, bare values and flags', () => {
  assert.deepEqual(parseMeta('title="a b.ts" file=examples/x.ts nocheck'), {
    title: 'a b.ts',
    file: 'examples/x.ts',
    nocheck: '',
  });
  assert.deepEqual(parseMeta(undefined), {});
});

test('a region is its lines, dedented, without markers; no region means the whole file without markers', () => {
  const source = 'a\n  // #region r\n    one\n      two\n  // #endregion\nb\n';
  assert.equal(extractRegion(source, 'r', 'x'), 'one\n  two');
  assert.equal(extractRegion(source, undefined, 'x'), 'a\n    one\n      two\nb');
  assert.throws(() => extractRegion(source, 'missing', 'x.ts'), /x.ts: no "#region missing" marker/);
});

test('TypeScript set-up lines above the cut marker are hidden', () => {
  assert.equal(visibleTypeScript('declare const a: string;\n// ---cut---\nconsole.log(a);'), 'console.log(a);');
  assert.equal(visibleTypeScript('console.log(1);'), 'console.log(1);');
});

type Code = {type: 'code'; lang: string; meta: string | null; value: string; position: {start: {line: number}}};
const tree = (...children: Code[]) => ({type: 'root', children}) as never;
const code = (lang: string, meta: string | null, value = ''): Code => ({
  type: 'code',
  lang,
  meta,
  value,
  position: {start: {line: 3}},
});

test('the plugin fills included blocks and hides set-up lines', () => {
  const transform = remarkCodeSamples({siteDir: FIXTURE_ROOT});
  const included = code('ts', 'file=examples/hello.ts region=greet');
  const hidden = code('ts', null, 'declare const n: string;\n// ---cut---\ngreet(n);');
  transform(tree(included, hidden), {path: 'page.mdx'});
  assert.match(included.value, /^export function greet/);
  assert.doesNotMatch(included.value, /#region/);
  assert.equal(hidden.value, 'greet(n);');
});

test('an include that does not resolve fails the build naming the page, line and file', () => {
  const transform = remarkCodeSamples({siteDir: FIXTURE_ROOT});
  assert.throws(
    () => transform(tree(code('move', 'file=examples/nope.move')), {path: 'docs/page.mdx'}),
    /docs\/page\.mdx:3: included file "examples\/nope\.move" does not exist/,
  );
});
