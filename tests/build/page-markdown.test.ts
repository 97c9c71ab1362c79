/**
 * Every page's Markdown and the llms.txt files in ./build (plugins/page-markdown): each
 * page of the manifest and of the build has its `.md`, with nothing of MDX left, its
 * diagrams and included code samples in; /llms.txt follows llmstxt.org and links only to
 * built files; /llms-full.txt holds every page. tests/deploy/page-markdown.test.ts serves
 * them through nginx; tests/unit/page-markdown.test.ts checks the converter piece by piece.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {readManifest} from '../../scripts/lib/manifest';
import {markdownPathOf, SKIPPED_ROUTES} from '../../plugins/page-markdown/llms';
import {BUILD_DIR, builtPagePaths} from '../support/site';
import {leftoverMdx} from '../support/markdown';
import {readRedirects} from '../../config/redirectMap';

const routes = [...new Set([...readManifest().routes.map((r) => r.path), ...builtPagePaths()])]
  .filter((r) => !SKIPPED_ROUTES.includes(r))
  .sort();
const mdFile = (route: string) => path.join(BUILD_DIR, markdownPathOf(route).slice(1));
const htmlOf = (route: string) =>
  readFileSync(path.join(BUILD_DIR, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
const read = (route: string) => readFileSync(mdFile(route), 'utf8');

test('every page of the manifest and of the build has its Markdown, starting with its title', () => {
  assert.ok(routes.length > 400, `${routes.length} pages`);
  const problems: string[] = [];
  for (const route of routes) {
    if (!existsSync(mdFile(route))) problems.push(`${route}: no ${markdownPathOf(route)}`);
    else if (!/^# \S/.test(read(route))) problems.push(`${route}: starts ${JSON.stringify(read(route).slice(0, 40))}`);
  }
  assert.deepEqual(problems, []);
});

test('no page keeps an import, an export, JSX or an HTML tag outside code', () => {
  const problems = routes.flatMap((route) => leftoverMdx(read(route)).map((left) => `${route}: ${left}`));
  assert.deepEqual(problems, []);
});

test('every Mermaid diagram of a page is a ```mermaid block of its Markdown', () => {
  let diagrams = 0;
  const problems: string[] = [];
  for (const route of routes) {
    const drawn = htmlOf(route).split('data-mermaid-pending').length - 1;
    const blocks = read(route).match(/^```mermaid$/gm)?.length ?? 0;
    diagrams += drawn;
    if (drawn !== blocks) problems.push(`${route}: ${drawn} diagrams, ${blocks} mermaid blocks`);
  }
  assert.deepEqual(problems, []);
  assert.ok(diagrams > 50, `${diagrams} diagrams`);
});

test('code samples included from examples/, generated references and tabs are in the Markdown', () => {
  const objectModel = read('/concepts/object-model');
  // docs/concepts/object-model.mdx includes this struct from examples/concepts-core/sources/notes.move.
  assert.match(objectModel, /```move title="sources\/notes\.move"\n[\s\S]*?public struct Note has key, store \{/);
  assert.match(read('/sui-api-ref'), /^# Sui JSON-RPC API reference$/m);
  assert.match(read('/sui-api-ref'), /```json/);
  assert.match(read('/references/sui-api/graphql/reference/types/objects/object'), /^# Object$/m);
  assert.match(read('/references/sui-api/graphql/reference/types/objects/object'), /```graphql\ntype Object /);
  assert.match(read('/standards/deepbook'), /\*\*npm\*\*\n\n```bash\nnpm install/);
  assert.match(read('/'), /^# Sui Documentation$/m);
});

test("no moved address of config/redirects.json shadows a page's Markdown", () => {
  // nginx answers a moved address with a 301 before it looks for a file.
  const mdPaths = new Set(routes.map(markdownPathOf));
  const shadowing = readRedirects().filter((r) => mdPaths.has(r.from.replace(/\/$/, '')));
  assert.deepEqual(shadowing, []);
});

const llms = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
const LINK_LINE = /^- \[(?:[^\]\\]|\\.)+\]\((https?:\/\/[^/)]+)(\/[^)\s]*)\)(?:: \S.*)?$/;

test('llms.txt: a title, a summary, the four sidebars as sections in order, then link lines only', () => {
  const lines = llms.split('\n');
  assert.equal(lines[0], '# Sui Documentation');
  assert.equal(lines[1], '');
  assert.match(lines[2], /^> \S.{80,}$/);
  const sections = lines.filter((l) => l.startsWith('## '));
  assert.deepEqual(sections.slice(0, 4), ['## Guides', '## Concepts', '## Standards', '## References']);
  assert.equal(sections.at(-1), '## Optional');
  const bad = lines.slice(3).filter((l) => l !== '' && !l.startsWith('## ') && !LINK_LINE.test(l));
  assert.deepEqual(bad, []);
  const firstLink = lines.find((l) => LINK_LINE.test(l));
  assert.ok(firstLink, 'link lines');
  const described = lines.filter((l) => LINK_LINE.test(l) && /\): \S/.test(l));
  assert.ok(described.length > 300, `${described.length} links with a description`);
});

test('every link of llms.txt is a built file of this site, and every page is linked', () => {
  const links = llms
    .split('\n')
    .map((l) => LINK_LINE.exec(l))
    .filter((m) => m !== null);
  const origins = new Set(links.map((m) => m[1]));
  assert.equal(origins.size, 1, `one site: ${[...origins].join(', ')}`);
  const missing = links.map((m) => m[2]).filter((p) => !existsSync(path.join(BUILD_DIR, decodeURI(p).slice(1))));
  assert.deepEqual(missing, []);
  const linked = new Set(links.map((m) => m[2]));
  const full = readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
  const graphqlApart = existsSync(path.join(BUILD_DIR, 'llms-graphql.txt'));
  const unlisted = routes.filter((r) => {
    const md = markdownPathOf(r);
    if (linked.has(md)) return false;
    return !(graphqlApart && r.startsWith('/references/sui-api/graphql/reference'));
  });
  assert.deepEqual(unlisted, [], 'every page is in llms.txt');
  const notInFull = routes.filter(
    (r) => !full.includes(`/${markdownPathOf(r).slice(1)}\n`) && !(graphqlApart && r.includes('/graphql/reference')),
  );
  assert.deepEqual(notInFull, [], 'every page is in llms-full.txt');
});
