/**
 * lean-head (plugins/patches/lean-head): the merging rules of react-helmet-async's client, and
 * the DOM they leave, compared with the library itself. The same <Head> trees (shaped like
 * Docusaurus's: site defaults, canonical and alternate links, a page's title, description
 * and structured data, nested html class names) are rendered with React on jsdom once with
 * react-helmet-async and once with the patch, and the two documents must agree after each
 * step: first mount, hydration over the server's tags, a page change, a prop change, an unmount.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {createElement as h, Fragment, type ComponentType, type ReactNode} from 'react';
import leanHeadPlugin, {LEAN_HEAD_MODULE} from '../../plugins/patches/lean-head';
import {checkPatches, checkUpstream} from '../../plugins/patches/guard';
import {collect, reduce} from '../../plugins/patches/lean-head/headState';

type Head = ComponentType<{children?: ReactNode}>;
type Provider = ComponentType<{children?: ReactNode}>;

const URL_A = 'https://docs.sui.io/concepts/object-model';
const URL_B = 'https://docs.sui.io/references/graphql/object';

/** What SiteMetadataDefaults, SiteMetadata and HasHydratedDataAttribute render, around one page. */
function app(Head: Head, page: ReactNode, {url = URL_A, hydrated = false} = {}): ReactNode {
  return h(
    Fragment,
    null,
    h(
      Head,
      null,
      h('html', {lang: 'en', dir: 'ltr'}),
      h('title', null, 'Sui Documentation'),
      h('meta', {property: 'og:title', content: 'Sui Documentation'}),
      h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1.0'}),
      false,
      h('link', {rel: 'icon', href: '/img/favicon.svg'}),
    ),
    h(Head, null, h('meta', {name: 'twitter:card', content: 'summary_large_image'}), h('body', null)),
    h(Head, null, h('meta', {property: 'og:url', content: url}), h('link', {rel: 'canonical', href: url})),
    h(
      Head,
      null,
      ['en', 'x-default'].map((lang) => h('link', {key: lang, rel: 'alternate', href: url, hrefLang: lang})),
      h('meta', {property: 'og:locale', content: 'en'}),
    ),
    // Overrides twitter:card from an earlier instance; a meta with no primary key is dropped.
    h(Head, null, h('meta', {name: 'Twitter:Card', content: 'summary'}), h('meta', {content: 'orphan'})),
    h(Head, null, h('html', {'data-has-hydrated': hydrated})),
    page,
  );
}

/** A doc page: nested html class names (HtmlClassNameProvider), title, description, structured data. */
function docPage(Head: Head, title: string, url: string, extra: ReactNode = null): ReactNode {
  return h(
    Fragment,
    {key: title},
    h(Head, null, h('html', {className: 'docs-wrapper plugin-docs'})),
    h(Head, null, h('html', {className: `docs-wrapper plugin-docs docs-doc-page ${title}`})),
    h(
      Head,
      null,
      h('title', null, title, ' | Sui Documentation'),
      h('meta', {property: 'og:title', content: `${title} | Sui Documentation`}),
    ),
    h(
      Head,
      null,
      h('meta', {name: 'description', content: `About ${title}`}),
      h('meta', {property: 'og:description', content: `About ${title}`}),
      h(Fragment, null, h('meta', {name: 'keywords', content: title})),
    ),
    h(Head, null, h('script', {type: 'application/ld+json'}, JSON.stringify({'@type': 'BreadcrumbList', url}))),
    h(Head, null, h('link', {rel: 'canonical', href: url}), h('meta', {property: 'og:url', content: url})),
    extra,
  );
}

interface Implementation {
  name: string;
  Head: Head;
  Provider: Provider;
}

/** The head, the html and body start tags and the title of a document, as one comparable text. */
function snapshot(doc: Document): string {
  const start = (el: Element) => el.outerHTML.slice(0, el.outerHTML.indexOf('>') + 1);
  return [
    `title: ${doc.title}`,
    start(doc.documentElement),
    start(doc.body),
    ...Array.from(doc.head.children, (el) => el.outerHTML),
  ].join('\n');
}

const SERVER_HTML = `<!DOCTYPE html><html lang="en" dir="ltr" class="docs-wrapper plugin-docs docs-doc-page Alpha" data-has-hydrated="false"><head>
<meta charset="UTF-8"><title data-rh="true">Alpha | Sui Documentation</title>
<meta data-rh="true" name="viewport" content="width=device-width, initial-scale=1.0"/>
<meta data-rh="true" property="og:url" content="${URL_A}"/>
<meta data-rh="true" property="og:locale" content="en"/>
<meta data-rh="true" name="twitter:card" content="summary"/>
<meta data-rh="true" property="og:title" content="Alpha | Sui Documentation"/>
<meta data-rh="true" name="description" content="About Alpha"/>
<meta data-rh="true" property="og:description" content="About Alpha"/>
<meta data-rh="true" name="keywords" content="Alpha"/>
<link data-rh="true" rel="icon" href="/img/favicon.svg"/>
<link data-rh="true" rel="canonical" href="${URL_A}"/>
<link data-rh="true" rel="alternate" href="${URL_A}" hrefLang="en"/>
<link data-rh="true" rel="alternate" href="${URL_A}" hrefLang="x-default"/>
<script data-rh="true" type="application/ld+json">{"@type":"BreadcrumbList","url":"${URL_A}"}</script>
<link rel="stylesheet" href="/assets/css/styles.css"></head><body><div id="__docusaurus"></div></body></html>`;

/** Runs the steps with one implementation on a jsdom document of its own; returns a snapshot after each. */
async function run(impl: Implementation, steps: ReadonlyArray<(Head: Head) => ReactNode>, html: string) {
  const dom = new JSDOM(html);
  const globals = globalThis as unknown as Record<string, unknown>;
  const frames = new Map<number, () => void>();
  let nextFrame = 1;
  Object.assign(globals, {
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    requestAnimationFrame: (callback: () => void) => {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
  });
  const {createRoot} = await import('react-dom/client');
  const {flushSync} = (await import('react-dom')) as unknown as {flushSync: (fn: () => void) => void};
  const root = createRoot(dom.window.document.getElementById('__docusaurus')!);
  const server = new Set<Node>(Array.from(dom.window.document.head.children));
  const snapshots: string[] = [];
  const flushFrames = () => {
    for (const [id, callback] of [...frames]) {
      frames.delete(id);
      callback();
    }
  };
  for (const step of steps) {
    flushSync(() => root.render(h(impl.Provider, null, step(impl.Head))));
    flushFrames();
    snapshots.push(snapshot(dom.window.document));
  }
  // Which server tags survived the first step unchanged (not removed and added again).
  flushSync(() => root.unmount());
  flushFrames();
  snapshots.push(snapshot(dom.window.document));
  const kept = [...server].filter((node) => node.isConnected).length;
  dom.window.close();
  for (const key of ['window', 'document', 'navigator', 'requestAnimationFrame', 'cancelAnimationFrame'])
    delete globals[key];
  return {snapshots, kept};
}

async function implementations(): Promise<[Implementation, Implementation]> {
  // react-helmet-async decides at import whether it runs in a browser: give it a document first.
  const dom = new JSDOM('');
  (globalThis as unknown as Record<string, unknown>).document = dom.window.document;
  // The copy @docusaurus/core depends on (an npm alias of @slorber/react-helmet-async), by
  // a name in a variable: the site does not depend on it itself (knip).
  const name = 'react-helmet-async';
  const library = require.resolve(name, {
    paths: [path.dirname(require.resolve('@docusaurus/core/package.json'))],
  });
  const helmet = (await import(library)) as {Helmet: Head; HelmetProvider: Provider};
  const lean = (await import(LEAN_HEAD_MODULE)) as {Helmet: Head; HelmetProvider: Provider};
  delete (globalThis as unknown as Record<string, unknown>).document;
  return [
    {name: 'react-helmet-async', Head: helmet.Helmet, Provider: helmet.HelmetProvider},
    {name: 'lean-head', Head: lean.Helmet, Provider: lean.HelmetProvider},
  ];
}

const STEPS: ReadonlyArray<(Head: Head) => ReactNode> = [
  // Hydration: the server's page.
  (Head) => app(Head, docPage(Head, 'Alpha', URL_A)),
  (Head) => app(Head, docPage(Head, 'Alpha', URL_A), {hydrated: true}),
  // A client-side navigation: the page's instances unmount, the next page's mount; the site's update.
  (Head) => app(Head, docPage(Head, 'Beta', URL_B), {hydrated: true, url: URL_B}),
  // A page with an extra instance: a stylesheet (known by its href), a base, a body class, two equal metas.
  (Head) =>
    app(
      Head,
      docPage(
        Head,
        'Gamma',
        URL_B,
        h(
          Head,
          null,
          h('link', {rel: 'stylesheet', href: '/a.css'}),
          h('link', {rel: 'stylesheet', href: '/b.css'}),
          h('base', {href: '/'}),
          h('body', {className: 'gamma'}),
          h('meta', {name: 'robots', content: 'noindex'}),
          h('meta', {name: 'robots', content: 'nofollow'}),
          h('title', null),
        ),
      ),
      {hydrated: true, url: URL_B},
    ),
  // Back to a page without them: the extra tags and the body class go.
  (Head) => app(Head, docPage(Head, 'Alpha', URL_A), {hydrated: true}),
  // No page at all: the site's defaults alone.
  (Head) => app(Head, null, {hydrated: true}),
];

test('the patch leaves the same head as react-helmet-async after hydration, navigations, updates and unmounts', async () => {
  const [helmet, lean] = await implementations();
  const stock = await run(helmet, STEPS, SERVER_HTML);
  const patched = await run(lean, STEPS, SERVER_HTML);
  assert.equal(patched.snapshots.length, STEPS.length + 1);
  for (let i = 0; i < stock.snapshots.length; i += 1) {
    assert.equal(patched.snapshots[i], stock.snapshots[i], `after step ${i + 1}`);
  }
  // Hydration keeps the server's equal tags in place (stock does too); the title loses its data-rh.
  assert.equal(patched.kept, stock.kept);
  assert.match(patched.snapshots[0], /<title>Alpha \| Sui Documentation<\/title>/);
  assert.match(patched.snapshots[1], /data-has-hydrated="true"/);
  assert.equal((patched.snapshots[2].match(/rel="canonical"/g) ?? []).length, 1);
  assert.equal((patched.snapshots[2].match(/property="og:url"/g) ?? []).length, 1);
});

test('merging: the last instance wins per primary key, title and attribute; tags of all instances apply', () => {
  const state = reduce([
    collect([
      h('html', {lang: 'en', className: 'a'}),
      h('title', null, 'Site'),
      h('meta', {name: 'description', content: 'site'}),
      h('meta', {property: 'og:image', content: 'x'}),
      h('link', {rel: 'canonical', href: '/a'}),
      h('link', {rel: 'alternate', href: '/a', hrefLang: 'en'}),
    ]),
    collect([
      h('html', {className: 'b'}),
      h('title', null, 'Page', ' | Site'),
      h('meta', {name: 'DESCRIPTION', content: 'page'}),
      h('link', {href: '/b', rel: 'canonical'}),
      h('meta', {httpEquiv: 'refresh', content: '5'}),
    ]),
  ]);
  assert.equal(state.title, 'Page | Site');
  assert.deepEqual(state.attributes.html, {lang: 'en', class: 'b'});
  assert.deepEqual(state.tags.meta, [
    {property: 'og:image', content: 'x'},
    {name: 'DESCRIPTION', content: 'page'},
    {'http-equiv': 'refresh', content: '5'},
  ]);
  assert.deepEqual(state.tags.link, [
    {rel: 'alternate', href: '/a', hrefLang: 'en'},
    {href: '/b', rel: 'canonical'},
  ]);
});

test('the upgrade guard finds the library under its npm alias, and the internals the patch copies', () => {
  assert.deepEqual(checkPatches(new Set(['lean-head'])), []);
  // Should npm install another package under the alias (the original react-helmet-async), the build stops.
  const other = {package: 'react-helmet-async-original', installedAs: 'react-helmet-async', writtenAgainst: '1.3.0'};
  assert.deepEqual(checkUpstream({...other, range: '*', internals: []}), [
    'react-helmet-async-original is not installed (written against 1.3.0)',
  ]);
});

test('the plugin aliases react-helmet-async in the client bundle only', () => {
  const plugin = leanHeadPlugin();
  const client = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
  };
  assert.deepEqual(client.resolve.alias, {'react-helmet-async$': LEAN_HEAD_MODULE});
  assert.deepEqual(plugin.configureWebpack!({} as never, true, {} as never, {} as never), {});
});

/** Files under `dir` with one of the extensions, recursively. */
function sources(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => extensions.some((e) => f.endsWith(e)) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

test('the client imports only Helmet and HelmetProvider, and no <Head> passes Helmet props (only children)', () => {
  const root = path.join(__dirname, '../..');
  const docusaurus = path.join(root, 'node_modules/@docusaurus');
  const files = [
    ...readdirSync(docusaurus).flatMap((pkg) => {
      const lib = path.join(docusaurus, pkg, 'lib');
      try {
        return sources(lib, ['.js']);
      } catch {
        return [];
      }
    }),
    // JSX, so .tsx: the registry names upstream lines in strings.
    ...sources(path.join(root, 'src'), ['.tsx']),
    ...sources(path.join(root, 'plugins'), ['.tsx']),
  ];
  const imports = new Set<string>();
  const withProps: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-helmet-async'/g)) {
      if (!file.endsWith('serverEntry.js')) imports.add(m[1].trim());
    }
    // @docusaurus/Head itself forwards its props: they are what the others pass it.
    if (file.endsWith(path.join('exports', 'Head.js'))) continue;
    if (/<(Head|Helmet)\s+[\w{]/.test(text)) withProps.push(path.relative(root, file));
  }
  assert.deepEqual([...imports].sort(), ['Helmet', 'HelmetProvider']);
  assert.deepEqual(withProps, []);
});
