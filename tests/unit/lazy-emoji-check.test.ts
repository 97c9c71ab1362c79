import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {EMOJI_MODULE} from '../../plugins/patches/lazy-emoji-check';
import {lazyEmojiCheck} from '../../plugins/patches/lazy-emoji-check/emojiLoader.cjs';

type Extract = (input: string) => {emoji: string | null; rest: string};

const STOCK_SOURCE = readFileSync(EMOJI_MODULE, 'utf8');

/** Imports a version of the module (without its source map comment, which a data URL cannot resolve). */
async function load(source: string): Promise<Extract> {
  const code = source.replace(/^\/\/# sourceMappingURL=.*$/m, '');
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(url)) as {extractLeadingEmoji: Extract}).extractLeadingEmoji;
}

/** Every title, sidebar label and category label the site's docs give (front matter and _category_ files). */
function siteLabels(): string[] {
  const labels: string[] = [];
  const docs = path.resolve(__dirname, '../../docs');
  for (const entry of readdirSync(docs, {recursive: true, withFileTypes: true})) {
    const file = path.join(entry.parentPath, entry.name);
    if (/\.mdx?$/.test(entry.name)) {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      for (const m of front.matchAll(/^(?:title|sidebar_label):\s*(.+)$/gm))
        labels.push(m[1].replace(/^(['"])(.*)\1$/, '$2'));
    } else if (/^_category_\.json$/.test(entry.name)) {
      const label = (JSON.parse(readFileSync(file, 'utf8')) as {label?: string}).label;
      if (label) labels.push(label);
    }
  }
  return labels;
}

const EDGE_CASES = [
  '',
  ' ',
  'Object model',
  ' leading space',
  '\u00a0no-break space',
  'éclair',
  'e\u0301clair',
  'Ünïcode',
  '日本語',
  '1. First steps',
  '2024 plans',
  '#hash',
  '*star',
  '1\ufe0f\u20e3 Keycap',
  '#\ufe0f\u20e3 Keycap',
  '⚠️ Warning',
  '⚠ Bare warning sign',
  '🔥 Hot',
  '👩🏽‍💻 Developer',
  '🇫🇷 France',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland',
  '© Copyright',
  '📄️ Page',
  '-> Arrow',
  '"Quoted"',
];

test('the module Docusaurus installs still has what the loader rewrites', () => {
  assert.match(STOCK_SOURCE, /new Intl\.Segmenter/);
  assert.match(STOCK_SOURCE, /RGI_Emoji/);
  const out = lazyEmojiCheck(STOCK_SOURCE, EMOJI_MODULE);
  assert.doesNotMatch(out, /const segmenter = new Intl\.Segmenter/);
  assert.match(out, /segmenter \?\?= new Intl\.Segmenter/);
});

test('the patched function answers as the stock one on every site label and on emoji edge cases', async () => {
  const stock = await load(STOCK_SOURCE);
  const patched = await load(lazyEmojiCheck(STOCK_SOURCE, EMOJI_MODULE));
  const labels = [...siteLabels(), ...EDGE_CASES];
  assert.ok(labels.length > 150, `only ${labels.length} labels found under docs/`);
  for (const label of labels) assert.deepEqual(patched(label), stock(label), JSON.stringify(label));
  // The edge cases exercise both answers.
  assert.equal(patched('🔥 Hot').emoji, '🔥');
  assert.equal(patched('1\ufe0f\u20e3 Keycap').emoji, '1\ufe0f\u20e3');
});

test('a label that starts with a letter or a space builds no segmenter and runs no emoji test', async () => {
  const Segmenter = Intl.Segmenter;
  let built = 0;
  const counting = class extends Segmenter {
    constructor(...args: ConstructorParameters<typeof Segmenter>) {
      super(...args);
      built += 1;
    }
  };
  Object.defineProperty(Intl, 'Segmenter', {value: counting, configurable: true, writable: true});
  try {
    // A fresh copy of the module (a comment makes the data URL differ), loaded while the count runs.
    const patched = await load(`${lazyEmojiCheck(STOCK_SOURCE, EMOJI_MODULE)}\n// ${Date.now()}`);
    for (const label of ['Object model', ' Space first', 'Transactions']) patched(label);
    assert.equal(built, 0);
    patched('🔥 Hot');
    patched('⚠️ Warning');
    assert.equal(built, 1, 'the segmenter is built once, on the first label that needs it');
  } finally {
    Object.defineProperty(Intl, 'Segmenter', {value: Segmenter, configurable: true, writable: true});
  }
});

test('a changed module stops the build and says what to update', () => {
  assert.throws(
    () => lazyEmojiCheck('export const x = 1;', 'changed.js'),
    /changed\.js.*update plugins\/patches\/lazy-emoji-check/s,
  );
});
