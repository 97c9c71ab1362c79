import {test} from 'node:test';
import assert from 'node:assert/strict';
import {JSDOM} from 'jsdom';
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {SCRIPT_LIST_ID, SCRIPT_LOADER, STOCK_SCRIPT_TAGS, pageTemplate} from '../../config/pageTemplate';

const APP = '    <div id="__docusaurus"><%~ it.appHtml %></div>\n';

test("the page template is Docusaurus' own but for how the scripts load", () => {
  assert.ok(stockTemplate.includes(STOCK_SCRIPT_TAGS), "Docusaurus' template still lists its scripts as before: review config/pageTemplate.ts");
  const expected = stockTemplate
    .replace(STOCK_SCRIPT_TAGS, '')
    .replace(
      APP,
      APP +
        `    <script id="${SCRIPT_LIST_ID}" type="application/json"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>\n` +
        `    <script>${SCRIPT_LOADER}</script>\n`,
    );
  assert.equal(pageTemplate, expected);
});

/** A page rendered from the template by Docusaurus' own template engine. */
async function renderPage(scripts: string[]): Promise<string> {
  const render = await compileSSGTemplate(pageTemplate);
  return render({
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    metaAttributes: [],
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    stylesheets: ['assets/css/styles.css'],
    scripts,
    baseUrl: '/',
    appHtml: '<main>Object model</main>',
    version: '3.10.2',
    noIndex: false,
  } as never);
}

function open(html: string, hidden: boolean) {
  const dom = new JSDOM(html, {url: 'https://docs.sui.io/concepts/object-model', runScripts: 'dangerously', pretendToBeVisual: true, beforeParse(window) {
    Object.defineProperty(window.document, 'visibilityState', {value: hidden ? 'hidden' : 'visible'});
  }});
  const added = () => [...dom.window.document.head.querySelectorAll('script')].map((s) => ({src: new URL(s.src).pathname, async: s.async}));
  return {dom, added};
}

test('the scripts are added, async, once a frame has been drawn; at once on a hidden page', async () => {
  const scripts = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/a1b2.3.js'];
  const html = await renderPage(scripts);
  assert.ok(!/<script[^>]* src=/.test(html), 'no script tag is fetched while the page is parsed');
  const visible = open(html, false);
  assert.deepEqual(visible.added(), [], 'nothing before the first frame');
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(visible.added(), scripts.map((s) => ({src: `/${s}`, async: true})));
  visible.dom.window.close();
  const hidden = open(html, true);
  assert.deepEqual(hidden.added(), scripts.map((s) => ({src: `/${s}`, async: true})));
  hidden.dom.window.close();
});
