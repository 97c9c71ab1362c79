import {test} from 'node:test';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import {
  GENERATED_MAX_WEIGHT,
  buildMiniSearch,
  highlight,
  rank,
  toDocSearchHit,
  type SearchRecord,
} from '../../plugins/local-search/engine';
import {snippetText} from '../../plugins/local-search/loadBuilt';
import {openIndex} from '../../plugins/local-search/indexFile';
import {LANDING_WEIGHT, extractRecords, extractSite, type RecordCache} from '../../plugins/local-search/extract';
import {buildIndex} from '../../plugins/local-search/writeIndex';
import {record} from '../support/searchRecords';

const PAGE = `<!doctype html><html><head><title>Programmable transaction blocks | Sui Documentation</title>
<meta name="keywords" content="PTB,commands"></head><body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/concepts">Concepts</a></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Programmable transaction blocks</h1></header>
<p>A block chains &lt;commands&gt; together.</p>
<h2 class="anchor" id="limits">Limits<a class="hash-link" href="#limits">&#8203;</a></h2><p>At most 1024 commands.</p>
<div class="theme-code-block"><pre><code>let secretCodeToken = 1;</code></pre></div>
<h3 class="anchor" id="gas">Gas budget</h3><p>Each block pays gas once.</p>
</div></article></body></html>`;

function indexOf(records: SearchRecord[]) {
  const built = buildIndex(records);
  return openIndex(JSON.parse(built.files.get(built.manifest.index)!));
}

test('a rendered page gives a page record and one record per h2/h3 with the DocSearch hierarchy', () => {
  const records = extractRecords(PAGE, '/concepts/transactions/prog-txn-blocks');
  assert.deepEqual(
    records.map((r) => [r.url, r.type, r.lvl0, r.lvl1, r.lvl2, r.lvl3]),
    [
      ['/concepts/transactions/prog-txn-blocks', 'lvl1', 'Concepts', 'Programmable transaction blocks', null, null],
      [
        '/concepts/transactions/prog-txn-blocks#limits',
        'lvl2',
        'Concepts',
        'Programmable transaction blocks',
        'Limits',
        null,
      ],
      [
        '/concepts/transactions/prog-txn-blocks#gas',
        'lvl3',
        'Concepts',
        'Programmable transaction blocks',
        'Limits',
        'Gas budget',
      ],
    ],
  );
  assert.equal(records[0]!.content, 'A block chains <commands> together.');
  assert.equal(records[0]!.keywords, 'PTB commands');
  assert.equal(records[1]!.content, 'At most 1024 commands.', 'code blocks and anchor links are not content');
});

test("an API name that only a code block shows finds its section, typed whole; the code block's plain words do not", () => {
  const html = PAGE.replace(
    '<pre><code>let secretCodeToken = 1;</code></pre>',
    '<pre><code>const budget = verifyGasBudget(tx, limits);\nlet MAX_GAS_UNITS = 10;\nlet commands = 2;</code></pre>',
  );
  const records = extractRecords(html, '/concepts/transactions/prog-txn-blocks');
  const limits = records.find((r) => r.url.endsWith('#limits'))!;
  assert.equal(limits.content, 'At most 1024 commands.', 'the code stays out of the text (and its snippet)');
  assert.equal(limits.code, 'verifyGasBudget MAX_GAS_UNITS', 'API names only; `commands` is in the text already');
  const index = indexOf([...records, record('/concepts/fees', 'Fees', 'Check the budget before you send.')]);
  const top = (query: string) => rank(index, query).map((h) => index.docs[h.id]![0]);
  assert.equal(top('verifyGasBudget')[0], '/concepts/transactions/prog-txn-blocks#limits');
  assert.equal(top('MAX_GAS_UNITS')[0], '/concepts/transactions/prog-txn-blocks#limits');
  assert.ok(top('budget').includes('/concepts/fees'));
  assert.ok(
    !top('budget').includes('/concepts/transactions/prog-txn-blocks#limits'),
    'a plain word of code is not indexed',
  );
  assert.deepEqual(top('verifyGasBud'), [], 'a code name is matched whole, not by its beginning');
});

test('a word deep in a long written section is found, and its snippet shows it in context', () => {
  // About 1,900 characters before the word: more than a section's first sentences.
  const filler = 'Validators order transactions and execute them in parallel. '.repeat(32);
  const html = PAGE.replace('<p>At most 1024 commands.</p>', `<p>${filler}Enoki sponsors them.</p>`);
  const extracted = extractRecords(html, '/concepts/transactions/prog-txn-blocks');
  const found = indexOf(extracted);
  const [hit] = rank(found, 'enoki');
  assert.equal(found.docs[hit!.id]![0], '/concepts/transactions/prog-txn-blocks#limits');
  const shown = toDocSearchHit(found, hit!, extracted[hit!.id]!.content, 'https://docs.example.com')._snippetResult
    .content!.value;
  assert.match(shown, /<mark>Enoki<\/mark> sponsors them\./);
});

test('a page that is not a doc (no markdown body) gives no records', () => {
  assert.deepEqual(extractRecords('<html><body><main>Home</main></body></html>', '/'), []);
});

const records = [
  record('/concepts/transactions', 'Transactions', 'What a transaction is made of.'),
  record('/concepts/transactions/prog-txn-blocks', 'Programmable transaction blocks', 'Chain commands in one block.'),
  record('/standards/kiosk', 'Kiosk', 'Sell objects with rules.', {lvl0: 'Standards'}),
  record('/concepts/dynamic-fields', 'Dynamic fields', 'Add fields to objects at run time.'),
];
const index = indexOf(records);
const top = (query: string) => rank(index, query).map((h) => index.docs[h.id]![0]);

test('typos, a half-typed last word and shorthands still find the page', () => {
  assert.equal(top('tranzaction')[0], '/concepts/transactions');
  assert.equal(top('dynamic feild')[0], '/concepts/dynamic-fields');
  assert.equal(top('kio')[0], '/standards/kiosk', 'prefix match on the last word');
  assert.equal(top('ptb')[0], '/concepts/transactions/prog-txn-blocks');
});

test('empty, blank and 1,000-character queries answer at once with no error', () => {
  assert.deepEqual(rank(index, ''), []);
  assert.deepEqual(rank(index, '   \n\t'), []);
  const started = performance.now();
  rank(index, 'transaction '.repeat(84).slice(0, 1000));
  rank(index, 'x'.repeat(1000));
  assert.ok(performance.now() - started < 1000, 'long queries are cut before searching');
});

test('hits carry absolute URLs, the hierarchy and escaped highlights', () => {
  const hostile = indexOf([
    record('/p', 'Title <img src=x onerror=alert(1)>', 'Body with <script>alert(1)</script> kiosk'),
  ]);
  const [ranked] = rank(hostile, 'kiosk');
  const hit = toDocSearchHit(hostile, ranked!, 'Body with <script>alert(1)</script> kiosk', 'https://docs.example.com');
  assert.equal(hit.url, 'https://docs.example.com/p');
  assert.equal(hit.hierarchy.lvl1, 'Title <img src=x onerror=alert(1)>');
  assert.equal(hit.hierarchy.lvl4, null);
  assert.equal(hit._highlightResult.hierarchy.lvl1!.value, 'Title &lt;img src=x onerror=alert(1)&gt;');
  assert.equal(hit._snippetResult.content!.value, 'Body with &lt;script&gt;alert(1)&lt;/script&gt; <mark>kiosk</mark>');
});

test('the index file gives back every link and hierarchy, and ranks exactly as the index built from the records', () => {
  const page = '/guides/gas';
  const section = (
    anchor: string,
    type: 'lvl2' | 'lvl3',
    lvl2: string | null,
    lvl3: string | null,
    content: string,
  ): SearchRecord => record(`${page}#${anchor}`, 'Gas & fees', content, {type, lvl2, lvl3, lvl0: 'Guides'});
  const pages: SearchRecord[] = [
    ...extractRecords(PAGE, '/concepts/transactions/prog-txn-blocks'),
    record(page, 'Gas & fees', 'Every transaction pays gas.', {
      lvl0: 'Guides',
      keywords: 'gas budget fees',
      description: 'How a sponsor covers the computation cost.',
    }),
    section('before-any-h2', 'lvl3', null, 'Before any h2', 'An h3 with no h2 above it.'),
    section('gas-budget-per-block', 'lvl2', 'Gas budget (per block)', null, 'The budget caps the gas a block may use.'),
    section('limits', 'lvl3', 'Gas budget (per block)', 'Limits', 'Gas limits per transaction.'),
    section('limits-1', 'lvl2', 'Limits', null, 'A second Limits heading gets a numbered anchor.'),
    section('custom-id', 'lvl3', 'Limits', 'Storage rebates', 'Rebates return storage fees.'),
  ];
  const file = indexOf(pages);
  assert.deepEqual(
    file.docs.map(([url, type, lvl0, lvl1, lvl2, lvl3, weight]) => [
      url,
      type,
      file.lvl0[lvl0],
      lvl1,
      lvl2,
      lvl3,
      weight,
    ]),
    pages.map((r) => [r.url, r.type, r.lvl0, r.lvl1, r.lvl2, r.lvl3, r.weight]),
  );
  const direct = {...file, miniSearch: buildMiniSearch(pages)};
  for (const query of [
    'gas',
    'limits',
    'budg',
    'fees',
    'rebate',
    'commands',
    'ptb',
    'tranzaction',
    'gas budget',
    'sponsor',
    'how is the computation cost covered',
  ]) {
    assert.ok(rank(direct, query).length > 0, query);
    assert.deepEqual(rank(file, query), rank(direct, query), query);
  }
});

test("with a cache, a page whose indexed parts did not change keeps the earlier build's records; the rest are extracted", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-cache-'));
  try {
    mkdirSync(path.join(dir, 'concepts'));
    writeFileSync(path.join(dir, 'concepts/ptb.html'), PAGE);
    writeFileSync(
      path.join(dir, 'concepts.html'),
      PAGE.replace('Programmable transaction blocks</h1>', 'Concepts</h1>'),
    );
    const plain = extractSite(dir);
    const cache: RecordCache = {version: 'v1', pages: {}};
    assert.deepEqual(extractSite(dir, cache), plain, 'a first build: the same records');
    assert.deepEqual(Object.keys(cache.pages).sort(), ['/concepts', '/concepts/ptb']);
    assert.deepEqual(extractSite(dir, cache), plain, 'a second build: the same records, landing weight applied once');
    // The cached records are what the next build uses: a marked one shows up.
    cache.pages['/concepts/ptb']!.records[0]!.lvl1 = 'from the cache';
    assert.ok(extractSite(dir, cache).some((r) => r.lvl1 === 'from the cache'));
    writeFileSync(path.join(dir, 'concepts/ptb.html'), PAGE.replace('At most 1024', 'At most 2048'));
    assert.ok(!extractSite(dir, cache).some((r) => r.lvl1 === 'from the cache'), 'a changed page is extracted again');
    assert.ok(
      !extractSite(dir, {...cache, version: 'v2', pages: cache.pages}).some((r) => r.lvl1 === 'from the cache'),
      'another version of the extraction reads nothing from it',
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a rebuild whose records are the same writes the cached index files, the same bytes; other records build a new index', async () => {
  const {indexSite} = await import('../../plugins/local-search/indexSite');
  const site = mkdtempSync(path.join(tmpdir(), 'search-index-cache-'));
  const build = path.join(site, 'build');
  const indexDir = path.join(build, 'search-index');
  const files = () =>
    readdirSync(indexDir)
      .sort()
      .map((name) => `${name}\n${readFileSync(path.join(indexDir, name), 'utf8')}`);
  try {
    mkdirSync(path.join(build, 'concepts'), {recursive: true});
    writeFileSync(path.join(build, 'concepts/ptb.html'), PAGE);
    indexSite(build, site);
    const first = files();
    const cacheFile = path.join(site, 'node_modules/.cache/local-search/index.json');
    assert.ok(existsSync(cacheFile), 'the index is cached');
    indexSite(build, site);
    assert.deepEqual(files(), first, 'the same files from the cache');
    // The cached files are what the rebuild writes: a marked one shows up.
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as {files: [string, string][]};
    cached.files[0]![1] = 'from the cache';
    writeFileSync(cacheFile, JSON.stringify(cached));
    indexSite(build, site);
    assert.ok(files().some((f) => f.endsWith('\nfrom the cache')));
    writeFileSync(path.join(build, 'concepts/ptb.html'), PAGE.replace('At most 1024', 'At most 2048'));
    indexSite(build, site);
    assert.ok(!files().some((f) => f.endsWith('\nfrom the cache')), 'changed records: a new index');
    assert.notDeepEqual(files(), first);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});

test('npm run search prints snippets as the reader sees them: no <mark> tags, no HTML entities', () => {
  const text = `Pay for your users' "gas" with <Transaction> & a sponsor: &amp; stays literal`;
  const html = highlight(text, new Set(['sponsor'])).value;
  assert.match(html, /<mark>sponsor<\/mark>/);
  assert.equal(snippetText(html), text);
});

test('a question in words prefers the written page; a type name still finds the generated reference', () => {
  const reference = `/references/sui-api/graphql/reference/types/objects/move-enum`;
  const prose = indexOf([
    record(reference, 'MoveEnum', 'An enum type defined in a Move module.', {lvl0: 'GraphQL reference', weight: 0.5}),
    record('/concepts/sui-move-concepts', 'Sui Move concepts', 'Enums and match in Move, abilities and visibility.', {
      weight: LANDING_WEIGHT,
      keywords: 'enum',
    }),
  ]);
  const first = (query: string) => prose.docs[rank(prose, query)[0]!.id]![0];
  assert.equal(first('enum in move'), '/concepts/sui-move-concepts');
  // The same words without the sentence around them rank by weight alone: the reference's title wins.
  assert.equal(first('enum move'), reference);
  assert.equal(first('MoveEnum'), reference);
  // The demotion applies to generated records only: a landing page weighs more than they do.
  assert.ok(LANDING_WEIGHT > GENERATED_MAX_WEIGHT);
});

test("a query that is a page's title opens that page, ahead of a page that repeats the words more often", () => {
  const index = indexOf([
    record('/standards/deepbook', 'DeepBook', 'The order book exchange on Sui: pools, orders and fees.', {
      lvl0: 'Standards',
    }),
    record('/standards/deepbook/margin', 'DeepBook Margin', 'Margin lends to DeepBook traders.', {
      lvl0: 'Standards',
      keywords: 'deepbook margin liquidation',
    }),
    record('/standards/kiosk', 'Kiosk', 'A kiosk lists objects for sale.', {lvl0: 'Standards'}),
    record('/concepts/packages', 'Packages', 'A package is a set of Move modules published together.'),
    record('/guides/publish', 'Publish a package', 'Publish a package, then call the package from a package.'),
  ]);
  const first = (query: string) => index.docs[rank(index, query)[0]!.id]![0];
  // Without the rule, the Margin page's title, text and keywords outweigh the one-word title.
  assert.equal(first('deepbook'), '/standards/deepbook');
  assert.equal(first('DeepBook margin'), '/standards/deepbook/margin');
  // The same rule serves "what is" questions: the page titled what they ask about.
  assert.equal(first('what is a package'), '/concepts/packages');
});
