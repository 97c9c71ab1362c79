/**
 * The built HTML as a browser parses it before any script runs, page by page: what the
 * server sends must be what React renders, or the reader sees the wrong text until the
 * page hydrates and React logs a hydration error. The checks read every HTML file of
 * ./build with a spec-conforming parser (cheerio's parse5), so they need no server.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {JSDOM} from 'jsdom';
import {htmlFiles} from '../../scripts/postbuild';
import {BUILD_DIR} from '../support/site';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** What inline and block code may hold: highlighted tokens and lines, links, emphasis. */
const CODE_CHILDREN = new Set(['span', 'div', 'a', 'b', 'strong', 'em', 'i', 'br', 'wbr', 'mark', 'kbd', 'sub', 'sup']);

const pages: {file: string; $: CheerioAPI}[] = htmlFiles(BUILD_DIR).map((file) => ({
  file,
  $: load(readFileSync(path.join(BUILD_DIR, file), 'utf8')),
}));

/** Whether `name` is an element of HTML (jsdom knows every one the specification defines). */
const knownElements = new Map<string, boolean>();
const {window} = new JSDOM('');
function isHtmlElement(name: string): boolean {
  let known = knownElements.get(name);
  if (known === undefined) {
    // Custom elements (a hyphen in the name) are not unknown elements; a name no element
    // can have (`vector&lt;u8`, which createElement refuses) is.
    try {
      known = name.includes('-') || !(window.document.createElement(name) instanceof window.HTMLUnknownElement);
    } catch {
      known = false;
    }
    knownElements.set(name, known);
  }
  return known;
}

const excerpt = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 80));

test('the build has pages to check', () => {
  assert.ok(pages.length > 400, `${pages.length} HTML files in ${BUILD_DIR}`);
});

test('no `<` of the text reaches the browser unescaped: code holds no element it cannot hold, no page an unknown element', () => {
  // `&vector&lt;u8&gt;` written as `&vector<u8>` parses as the text "&vector" and an
  // element <u8>: the reader sees "&vector" until React hydrates the page again.
  const problems: string[] = [];
  for (const {file, $} of pages) {
    $('code').each((_, code) => {
      const stray = $(code)
        .find('*')
        .toArray()
        .filter((el) => !CODE_CHILDREN.has(el.tagName));
      if (stray.length > 0)
        problems.push(`${file}: <${stray.map((el) => el.tagName).join('>, <')}> inside <code> ${excerpt($(code).text())}`);
    });
    $('body *').each((_, el) => {
      const element = el as Element & {namespace?: string};
      if (
        element.namespace === HTML_NAMESPACE &&
        !isHtmlElement(element.tagName) &&
        $(element).closest('code').length === 0 // reported above
      )
        problems.push(`${file}: unknown element <${element.tagName}> in ${excerpt($(element).parent().text())}`);
    });
  }
  assert.deepEqual(problems, []);
});

test('no page has two elements with the same id, so every link to an id lands where it points', () => {
  const problems: string[] = [];
  for (const {file, $} of pages) {
    const count = new Map<string, number>();
    $('[id]').each((_, el) => {
      const id = $(el).attr('id')!;
      count.set(id, (count.get(id) ?? 0) + 1);
    });
    for (const [id, n] of count) if (n > 1) problems.push(`${file}: id "${id}" ${n} times`);
  }
  assert.deepEqual(problems, []);
});

test('every page, the not-found page included, has a meta description (search engines show it; Lighthouse SEO asks for it)', () => {
  assert.ok(pages.some((p) => p.file === '404.html'), 'the not-found page is among the pages checked');
  const missing = pages
    .filter(({$}) => !($('meta[name="description"]').attr('content') ?? '').trim())
    .map(({file}) => file);
  assert.deepEqual(missing, [], `${missing.length} page(s) without a meta description`);
});
