/**
 * The glossary (issue 26): config/glossary.json is well formed; `<Term>` resolves by id,
 * by term, by alias and by plural, and the content check reports one that names no entry,
 * or sits in a heading or a link, at its file and line; the remark plugin builds the
 * glossary page's headings from the data (one per entry, its id as the anchor) and gives
 * each `<Term>` its id and short definition, or stops the build on an unknown term.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type {Root} from 'mdast';
import {ROOT} from '../../scripts/lib/manifest';
import {checkContent} from '../../scripts/content/run';
import {formatProblem} from '../../scripts/content/problems';
import {glossaryUsage, readGlossary} from '../../scripts/content/checks/glossary';
import remarkGlossary from '../../plugins/remark-glossary';
import {
  GLOSSARY_FILE,
  MAX_SHORT,
  letterOf,
  loadGlossary,
  resolveTerm,
  validateGlossary,
} from '../../plugins/remark-glossary/glossary';

const FIXTURE = path.join(__dirname, '../fixtures/content/glossary');
const glossary = loadGlossary(ROOT);

test('the data file is well formed: unique ids, a term, a body, and a plain short definition of at most 200 characters', () => {
  assert.deepEqual(validateGlossary(JSON.parse(readFileSync(path.join(ROOT, GLOSSARY_FILE), 'utf8'))), []);
  assert.ok(glossary.entries.length >= 100, `${glossary.entries.length} entries`);
  for (const entry of glossary.entries) assert.ok(entry.short.length <= MAX_SHORT, entry.id);
  assert.deepEqual(
    validateGlossary([
      {id: 'a', term: 'A', short: 'x', body: 'y'},
      {id: 'a', term: 'B', short: 'Uses `code`.', body: 'y'},
      {id: 'Bad Id', term: 'C', short: 'x'.repeat(MAX_SHORT + 1), body: ''},
    ]),
    [
      'entry 2 (a): id "a" is used twice',
      'entry 2 (a): short is plain text (no code marks, bold or links)',
      'entry 3 (Bad Id): body is missing',
      'entry 3 (Bad Id): id must be lowercase words joined by "-"',
      `entry 3 (Bad Id): short is ${MAX_SHORT + 1} characters; at most ${MAX_SHORT}`,
    ],
  );
});

test('the entries are in alphabetical order of their letters', () => {
  const letters = glossary.entries.map(letterOf);
  assert.deepEqual(letters, [...letters].sort());
});

test('a term resolves by id, by its term, by an alias, ignoring case and a plural', () => {
  const id = (text: string, byId?: string) => resolveTerm(glossary, {text, id: byId})?.id;
  assert.equal(id('anything', 'epoch'), 'epoch');
  assert.equal(id('epoch'), 'epoch');
  assert.equal(id('Epochs'), 'epoch');
  assert.equal(id('addresses'), 'address');
  assert.equal(id('PTB'), 'programmable-transaction-block');
  assert.equal(id('programmable transaction blocks'), 'programmable-transaction-block');
  assert.equal(id('Move package'), 'package');
  assert.equal(id('`UID`'), 'uid');
  assert.equal(id('SUI'), 'sui-token');
  assert.equal(id('Sui'), 'sui');
  assert.equal(id('shard'), undefined);
  assert.equal(id('epoch', 'epochs'), undefined, 'an id is taken as written');
});

test('the content check reports an undefined term, and a term in a heading or a link, at its line', async () => {
  const {problems} = await checkContent({root: FIXTURE, examples: false, movedPages: false});
  const terms = problems.filter((p) => p.message.includes('<Term>')).map(formatProblem);
  assert.deepEqual(terms, [
    'docs/page.mdx:8: error: <Term> the text "shard" is not in config/glossary.json: add the term there, or give an id',
    'docs/page.mdx:8: error: <Term> id "epochs" is not in config/glossary.json: add the term there, or give an id',
    'docs/page.mdx:10: error: <Term> inside a heading: mark a mention in running text',
    'docs/page.mdx:12: error: <Term> inside a link: mark a mention in running text',
  ]);
});

test('the report lists the entries no page uses', async () => {
  const {pages} = await checkContent({root: FIXTURE, examples: false, movedPages: false});
  const usage = glossaryUsage(pages, readGlossary(FIXTURE)!.glossary!);
  assert.deepEqual(
    [...usage].filter(([, users]) => users.length === 0).map(([id]) => id),
    ['unused-term'],
  );
  assert.deepEqual(usage.get('epoch'), ['docs/page.mdx']);
});

/** Compiles MDX through the plugin as the build does (the headings' ids are set by Docusaurus later). */
function compile(source: string, file = 'docs/x.mdx'): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGlossary, {siteDir: ROOT});
  return processor.runSync(processor.parse(source), {path: file}) as Root;
}

test('<Glossary /> becomes a letter heading per letter and a heading per entry, with the entry id as its anchor', () => {
  const tree = compile(readFileSync(path.join(ROOT, 'docs/references/sui-glossary.mdx'), 'utf8'));
  const headings = tree.children.filter((n) => n.type === 'heading');
  const entries = headings.filter((h) => h.depth === 3);
  assert.deepEqual(
    entries.map((h) => (h.data as {hProperties?: {id?: string}} | undefined)?.hProperties?.id),
    glossary.entries.map((e) => e.id),
  );
  const letters = headings.filter((h) => h.depth === 2).map((h) => (h.children[0] as {value: string}).value);
  assert.deepEqual(letters, [...new Set(glossary.entries.map(letterOf)), 'Related']);
  // Code in a term stays code in its heading.
  const init = entries.find((h) => h.data?.hProperties?.id === 'init-function')!;
  assert.equal(init.children[0].type, 'inlineCode');
});

test('<Term> gets its id and short definition; an unknown term stops the build at its line', () => {
  const tree = compile('Each <Term>epochs</Term> and <Term id="address">owner</Term>.\n');
  const attributes = JSON.stringify(tree);
  assert.match(attributes, /"name":"id","value":"epoch"/);
  assert.ok(attributes.includes(JSON.stringify(glossary.byId.get('epoch')!.short)));
  assert.match(attributes, /"name":"id","value":"address"/);
  assert.throws(
    () => compile('Text.\n\nA <Term>shard</Term>.\n', 'docs/y.mdx'),
    /docs\/y\.mdx:3: <Term> the text "shard" is not in config\/glossary\.json/,
  );
});
