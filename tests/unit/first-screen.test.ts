/**
 * first-screen (plugins/patches/first-screen): which blocks of a page the rehype plugin
 * leaves for later, and that the page's HTML is the same with it (the server and hydration
 * render the later blocks in place). What a client-side navigation shows is compared with
 * the stock build in tests/parity/behaviour.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Root, RootContent} from 'hast';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {firstScreenRehypePlugins, rehypeFirstScreen} from '../../plugins/patches/first-screen';
import {
  COMPONENT_NAME,
  FIRST_SCREEN_PX,
  estimateHeight,
  firstScreenEnd,
} from '../../plugins/patches/first-screen/rehype';

const paragraph = (n: number) => `Paragraph ${n}: ${'objects move between owners in a transaction; '.repeat(8)}`;
const code = (n: number) =>
  ['```move', ...Array.from({length: 12}, (_, i) => `let v${n}_${i} = ${i};`), '```'].join('\n');

/** A long guide: a title, an ESM export, sections of prose and code. */
const LONG = [
  "export const meta = 'kept';",
  '',
  '# A long guide',
  '',
  ...Array.from({length: 12}, (_, i) => [`## Section ${i}`, '', paragraph(i), '', code(i), ''].join('\n')),
  'The end, with {meta}.',
].join('\n');

const SHORT = ['# A short page', '', paragraph(1), '', code(1)].join('\n');

/** Stands in for RestOfPage: its children inside a marked element, to see where the plugin put them. */
const LATER_BLOCKS = path.join(__dirname, '../fixtures/first-screen/LaterBlocks.mjs');

async function render(source: string, rehypePlugins: unknown[]): Promise<string> {
  const {evaluate} = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const {default: Content} = await evaluate(source, {
    ...runtime,
    baseUrl: pathToFileURL(__filename),
    rehypePlugins: rehypePlugins as never[],
  } as never);
  return renderToStaticMarkup(createElement(Content));
}

async function compiled(source: string, rehypePlugins: unknown[]): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(source, {rehypePlugins: rehypePlugins as never[]}));
}

test('a long page: the blocks below the first screen are wrapped, the HTML is the same', async () => {
  const stock = await render(LONG, []);
  const patched = await render(LONG, [[rehypeFirstScreen, {component: LATER_BLOCKS}]]);
  const later = /<later-blocks>([\s\S]*)<\/later-blocks>/.exec(patched);
  assert.ok(later, 'the page has later blocks');
  // The title and the first sections are shown at once, the later sections and the end follow.
  const first = patched.slice(0, later.index);
  assert.match(first, /<h1>A long guide<\/h1>/);
  assert.match(first, /<h2>Section 0<\/h2>/);
  assert.doesNotMatch(first, /Section 11/);
  assert.match(later[1], /<h2>Section 11<\/h2>[\s\S]*The end, with kept\./);
  assert.equal(patched.replace('<later-blocks>', '').replace('</later-blocks>', ''), stock);
});

test('the first screen is the blocks up to the estimated height, starting on a whole block', async () => {
  // The tree the plugin gets: compile the page with a rehype plugin that keeps it.
  let tree: Root | undefined;
  const {compile} = await import('@mdx-js/mdx');
  await compile(LONG, {rehypePlugins: [() => (t: Root) => void (tree = structuredClone(t))]});
  assert.ok(tree);
  const end = firstScreenEnd(tree.children);
  assert.ok(end > 0);
  const before = tree.children.slice(0, end).reduce((n, node) => n + estimateHeight(node), 0);
  const lastBlock = tree.children
    .slice(0, end)
    .filter((node) => node.type === 'element')
    .at(-1);
  assert.ok(before >= FIRST_SCREEN_PX, `first screen ${before} px`);
  assert.ok(lastBlock && before - estimateHeight(lastBlock) < FIRST_SCREEN_PX, 'no more blocks than needed');
  // A code block of 12 lines is taller than a heading, and a paragraph grows with its text.
  const [heading, para, pre] = tree.children.filter((node) => node.type === 'element').slice(1, 4);
  assert.ok(estimateHeight(pre) > estimateHeight(heading));
  assert.ok(estimateHeight(para) > estimateHeight({...para, children: []} as RootContent));
});

test('a short page compiles exactly as without the plugin', async () => {
  const plugins = firstScreenRehypePlugins();
  assert.equal(await compiled(SHORT, plugins), await compiled(SHORT, []));
});

test('the compiled long page imports the component and keeps its ESM at the top', async () => {
  const js = await compiled(LONG, firstScreenRehypePlugins());
  assert.match(js, new RegExp(`import ${COMPONENT_NAME} from ".*RestOfPage\\.tsx"`));
  assert.match(js, /export const meta = 'kept'/);
});
