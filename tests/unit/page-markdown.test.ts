/**
 * The HTML → Markdown converter of plugins/page-markdown on a page made of the site's
 * rendered components (as the build writes them), and the llms.txt files it feeds.
 * tests/build/page-markdown.test.ts checks every page of a real build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlToMarkdown, mermaidSources} from '../../plugins/page-markdown/convert';
import {leftoverMdx} from '../support/markdown';
import {llmsTxt, markdownPathOf, type LlmsPage} from '../../plugins/page-markdown/llms';

/** A doc page as the build renders it, navbar, sidebar, table of contents and footer included. */
const PAGE = `<!doctype html><html><head><title>Objects | Sui Documentation</title></head><body>
<nav class="navbar"><a href="/guides">Guides</a></nav>
<aside class="theme-doc-sidebar-container"><a class="menu__link" href="/concepts">Concepts</a></aside>
<main class="docMainContainer_TBSr"><div class="row"><div class="col"><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul><li>Concepts</li></ul></nav>
<div class="theme-doc-toc-mobile"><button type="button">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Objects</h1></header>
<p>An <span class="term_x"><a href="/sui-glossary#object" aria-describedby="r1">object</a><span role="tooltip" id="r1" class="tip_y">A value in global storage.</span></span> has an <code>id</code> and a <a href="/concepts/object-ownership#owners">owner</a>, see <a href="https://move-book.com/">the book</a> and <a href="#fields">fields</a>.</p>
<h2 class="anchor" id="fields">Fields<a href="#fields" class="hash-link" aria-label="Direct link to Fields">&#8203;</a></h2>
<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M0"></path></svg></span>note</div><div class="admonitionContent_BuS1"><p>Keep the <code>UID</code>.</p></div></div>
<div class="theme-admonition theme-admonition-caution admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"></span>Deprecated since July 2026</div><div class="admonitionContent_BuS1"><ul><li>Use GraphQL.</li></ul></div></div>
<div class="theme-tabs-container tabs-container tabList__CuJ"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item">npm</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item">pnpm</li></ul><div class="margin-top--md"><div role="tabpanel" class="tabItem_Ymn6"><p>With npm:</p><div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-bash codeBlock_bY9V"><code class="codeBlockLines_e6Vv"><div class="token-line"><span class="token function">npm</span> install @mysten/sui<br></div></code></pre></div></div></div><div role="tabpanel" class="tabItem_Ymn6" hidden=""><div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre class="prism-code language-bash"><code><div class="token-line">pnpm add @mysten/sui<br></div></code></pre></div></div></div></div></div>
<div class="language-move codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">sources/notes.move</div><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-move"><code class="codeBlockLines_e6Vv"><div class="token-line"><span class="token keyword">public</span> <span class="token keyword">struct</span> Note&lt;T&gt; <span class="token keyword">has</span> key <span class="token punctuation">{</span><br></div><div class="token-line">    id<span class="token punctuation">:</span> UID<span class="token punctuation">,</span><br></div><div class="token-line"><span class="token punctuation">}</span><br></div></code></pre><div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>
<div class="diagram_VNFP"><div class="pending_Q9fv" style="min-height:12.8rem" data-mermaid-pending="" aria-hidden="true"></div></div>
<details class="example_VB_B"><summary>Example request</summary><pre><code>{
  &quot;jsonrpc&quot;: &quot;2.0&quot;,
  &quot;params&quot;: [&quot;&lt;PACKAGE&gt;&quot;]
}</code></pre></details>
<pre><code>sui client gas</code></pre>
<table tabindex="0"><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody><tr><td><code>id</code></td><td>UID | ID</td></tr></tbody></table>
<section class="row list_eTzJ"><article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer_fWXF" href="/concepts/versioning"><h2 class="text--truncate cardTitle_rnsV" title="Versioning"><span class="cardIcon">📄️</span> Versioning</h2><p class="text--truncate cardDescription_PWke" title="How versions work.">How versions work.</p></a></article></section>
</div>
<footer class="theme-doc-footer"><a class="theme-edit-this-page" href="https://github.com/x">Edit this page</a></footer>
</article><nav class="pagination-nav"><a href="/concepts/next">Next</a></nav></div>
<div class="col col--3"><div class="theme-doc-toc-desktop"><a href="#fields">Fields</a></div></div></div></main>
<footer class="footer">Copyright</footer></body></html>`;

const MDX = `---
title: Objects
---
import Tabs from '@theme/Tabs';

<Tabs>
  <TabItem value="a">
    \`\`\`mermaid
    flowchart LR
      A --> B
    \`\`\`
  </TabItem>
</Tabs>
`;

const pages = new Set(['/concepts/object-ownership', '/concepts/versioning', '/sui-glossary']);
const convert = () =>
  htmlToMarkdown(PAGE, {
    mermaid: mermaidSources(MDX),
    markdownPath: (p) => (pages.has(p) ? markdownPathOf(p) : null),
  });

test('the article alone: no navbar, sidebar, breadcrumbs, table of contents, footer or pagination', () => {
  const {markdown} = convert();
  assert.ok(markdown.startsWith('# Objects\n'), markdown.slice(0, 80));
  for (const chrome of ['Guides', 'On this page', 'Edit this page', 'Next', 'Copyright', 'Copy code', 'Direct link'])
    assert.ok(!markdown.includes(chrome), chrome);
  assert.match(markdown, /^## Fields$/m, 'the heading without its hash link');
  assert.ok(!markdown.includes('\u200b'));
});

test('admonitions become blockquotes led by their type or title', () => {
  const {markdown} = convert();
  assert.match(markdown, /^> \*\*Note:\*\* Keep the `UID`\.$/m);
  assert.match(markdown, /^> \*\*Deprecated since July 2026:\*\*\n>\n> - Use GraphQL\.$/m);
});

test('tabs are flattened in order with their labels, hidden panels included', () => {
  const {markdown} = convert();
  assert.match(
    markdown,
    /\*\*npm\*\*\n\nWith npm:\n\n```bash\nnpm install @mysten\/sui\n```\n\n\*\*pnpm\*\*\n\n```bash\npnpm add @mysten\/sui\n```/,
  );
});

test('code blocks keep their language, title and text; included samples are in the rendered page', () => {
  const {markdown} = convert();
  assert.ok(
    markdown.includes('```move title="sources/notes.move"\npublic struct Note<T> has key {\n    id: UID,\n}\n```'),
    markdown,
  );
});

test('a bare block holding JSON (the JSON-RPC examples) is marked json; other bare blocks have no language', () => {
  const {markdown} = convert();
  assert.ok(markdown.includes('```json\n{\n  "jsonrpc": "2.0",\n  "params": ["<PACKAGE>"]\n}\n```'), markdown);
  assert.ok(markdown.includes('```\nsui client gas\n```'));
});

test('a Mermaid diagram is a ```mermaid block with its source from the MDX, unindented', () => {
  assert.deepEqual(mermaidSources(MDX), ['flowchart LR\n  A --> B']);
  const {markdown, missingDiagrams} = convert();
  assert.equal(missingDiagrams, 0);
  assert.ok(markdown.includes('```mermaid\nflowchart LR\n  A --> B\n```'));
  assert.equal(htmlToMarkdown(PAGE).missingDiagrams, 1, 'a diagram without a source is reported');
});

test('tables are GFM tables, with inline code and escaped pipes', () => {
  const {markdown} = convert();
  assert.match(markdown, /^\| Field +\| Type +\|$/m);
  assert.match(markdown, /^\| `id` +\| UID \\\| ID \|$/m);
});

test('links: site pages to their .md with the fragment, other links as they are; cards as a list', () => {
  const {markdown} = convert();
  assert.ok(markdown.includes('[owner](/concepts/object-ownership.md#owners)'));
  assert.ok(markdown.includes('[the book](https://move-book.com/)'));
  assert.ok(markdown.includes('[fields](#fields)'));
  assert.ok(markdown.includes('An [object](/sui-glossary.md#object) has'), 'a glossary term without its tooltip');
  assert.match(markdown, /^- \[Versioning\]\(\/concepts\/versioning\.md\): How versions work\.$/m);
});

test('no import, export or JSX is left', () => {
  const {markdown} = convert();
  assert.deepEqual(leftoverMdx(markdown), []);
  assert.deepEqual(
    leftoverMdx('import Tabs from "x";\n\n<Tabs>\n\n`<T>`\n'),
    ['import Tabs from "x";', '<Tabs>'],
    'the check itself',
  );
});

test('each page has its .md address (the build and the menu share the rule)', () => {
  for (const [route, md] of [
    ['/', '/index.md'],
    ['/concepts', '/concepts.md'],
    ['/concepts/object-model', '/concepts/object-model.md'],
  ]) {
    assert.equal(markdownPathOf(route), md);
    assert.equal(markdownPathOf(`${route}/`.replace('//', '/')), md);
  }
});

const page = (route: string, size = 10): LlmsPage => ({
  route,
  title: `Title of ${route}`,
  description: `About\n${route}.`,
  markdown: `# ${route}\n\n${'x'.repeat(size)}\n`,
});

test('llms.txt: title, summary, one section per sidebar, a link line per page, the GraphQL reference under Optional', () => {
  const files = llmsTxt({
    siteUrl: 'https://docs.example.com/',
    title: 'Sui Documentation',
    sections: [
      {title: 'Guides', pages: [page('/guides'), page('/guides/a')]},
      {title: 'Concepts', pages: [page('/concepts')]},
      {title: 'GraphQL reference', pages: [page('/graphql/a')], optional: true},
      {title: 'Other pages', pages: [page('/')]},
    ],
  });
  assert.deepEqual(Object.keys(files).sort(), ['llms-full.txt', 'llms.txt']);
  const lines = files['llms.txt'].split('\n');
  assert.equal(lines[0], '# Sui Documentation');
  assert.match(lines[2], /^> \S/);
  const headings = lines.filter((l) => l.startsWith('## '));
  assert.deepEqual(headings, ['## Guides', '## Concepts', '## Other pages', '## Optional']);
  assert.ok(lines.includes('- [Title of /guides/a](https://docs.example.com/guides/a.md): About /guides/a.'));
  assert.ok(lines.includes('- [Title of /](https://docs.example.com/index.md): About /.'));
  assert.ok(lines.includes('- [Title of /graphql/a](https://docs.example.com/graphql/a.md): About /graphql/a.'));
  const full = files['llms-full.txt'];
  const order = ['# /guides\n', '# /guides/a\n', '# /concepts\n', '# /\n', '# /graphql/a\n'].map((s) =>
    full.indexOf(s),
  );
  assert.ok(
    order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])),
    `sidebar order: ${order.join(', ')}`,
  );
});

test('the GraphQL reference goes to llms-graphql.txt when it would double llms-full.txt', () => {
  const files = llmsTxt({
    siteUrl: 'https://docs.example.com',
    title: 'Sui Documentation',
    sections: [
      {title: 'Guides', pages: [page('/guides')]},
      {title: 'GraphQL reference', pages: [page('/graphql/a', 500), page('/graphql/b', 500)], optional: true},
    ],
  });
  assert.ok(files['llms-graphql.txt'].includes('# /graphql/b'));
  assert.ok(!files['llms-full.txt'].includes('/graphql/'));
  const optional = files['llms.txt'].split('## Optional\n')[1];
  assert.match(optional, /^\n- \[GraphQL reference, every page\]\(https:\/\/docs\.example\.com\/llms-graphql\.txt\): /);
});
