import {test} from 'node:test';
import assert from 'node:assert/strict';
import {JSDOM} from 'jsdom';
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {
  SCRIPT_LIST_ID,
  SCRIPT_LOADER,
  STOCK_SCRIPT_TAGS,
  pageTemplate,
} from '../../plugins/patches/page-template/pageTemplate';

const APP = '    <div id="__docusaurus"><%~ it.appHtml %></div>\n';

test("the page template is Docusaurus' own but for how the scripts load", () => {
  assert.ok(
    stockTemplate.includes(STOCK_SCRIPT_TAGS),
    "Docusaurus' template still lists its scripts as before: review plugins/patches/page-template/pageTemplate.ts",
  );
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

/** A stand-in for the browser's PerformanceObserver with paint entries: `paint()` reports them. */
function paintTiming() {
  type Callback = (list: {getEntriesByName(name: string): {name: string}[]}, observer: FakeObserver) => void;
  const connected = new Set<FakeObserver>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: Callback) {}
    observe(options: {type: string; buffered?: boolean}) {
      assert.equal(options.type, 'paint');
      connected.add(this);
    }
    disconnect() {
      connected.delete(this);
    }
    report(names: string[]) {
      this.callback({getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({name: n}))}, this);
    }
  }
  const paint = (...names: string[]) => [...connected].forEach((o) => o.report(names));
  return {FakeObserver, paint};
}

/** The page's animation frames, drawn when the test says (`draw()`), not on a timer a busy machine delays. */
function frames() {
  const waiting: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => waiting.push(callback);
  const draw = () => waiting.splice(0).forEach((callback) => callback());
  return {requestAnimationFrame, draw};
}

function open(
  html: string,
  hidden: boolean,
  observer?: unknown,
  requestAnimationFrame?: (callback: () => void) => void,
) {
  const dom = new JSDOM(html, {
    url: 'https://docs.sui.io/concepts/object-model',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      Object.defineProperty(window.document, 'visibilityState', {value: hidden ? 'hidden' : 'visible'});
      if (observer) Object.defineProperty(window, 'PerformanceObserver', {value: observer});
      if (requestAnimationFrame) Object.defineProperty(window, 'requestAnimationFrame', {value: requestAnimationFrame});
    },
  });
  const added = () =>
    [...dom.window.document.head.querySelectorAll('script')].map((s) => ({
      src: new URL(s.src).pathname,
      async: s.async,
    }));
  return {dom, added};
}

test('the scripts are added, async, once a frame has been drawn; at once on a hidden page', async () => {
  const scripts = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/a1b2.3.js'];
  const html = await renderPage(scripts);
  assert.ok(!/<script[^>]* src=/.test(html), 'no script tag is fetched while the page is parsed');
  const frame = frames();
  const visible = open(html, false, undefined, frame.requestAnimationFrame);
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(visible.added(), [], 'nothing before the first frame');
  frame.draw();
  // The page's own setTimeout(0) after the frame comes due before this one.
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(
    visible.added(),
    scripts.map((s) => ({src: `/${s}`, async: true})),
  );
  visible.dom.window.close();
  const hidden = open(html, true);
  assert.deepEqual(
    hidden.added(),
    scripts.map((s) => ({src: `/${s}`, async: true})),
  );
  hidden.dom.window.close();
});

test('where the browser reports paints, the scripts wait for the first contentful paint, not for the first frame', async () => {
  const scripts = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'];
  const html = await renderPage(scripts);
  const {FakeObserver, paint} = paintTiming();
  const page = open(html, false, FakeObserver);
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(page.added(), [], 'frames have been drawn, but nothing has reached the screen');
  paint('first-paint');
  assert.deepEqual(page.added(), [], 'a paint without content is not enough');
  paint('first-contentful-paint');
  assert.deepEqual(
    page.added(),
    scripts.map((s) => ({src: `/${s}`, async: true})),
  );
  paint('first-contentful-paint');
  assert.equal(page.added().length, scripts.length, 'each script is added once');
  page.dom.window.close();
});

test('the scripts load after a second at the latest, painted or not', async () => {
  const scripts = ['assets/js/main.2.js'];
  const {FakeObserver} = paintTiming();
  const page = open(await renderPage(scripts), false, FakeObserver);
  await new Promise((resolve) => setTimeout(resolve, 600));
  assert.deepEqual(page.added(), []);
  await new Promise((resolve) => setTimeout(resolve, 700));
  assert.deepEqual(page.added(), [{src: '/assets/js/main.2.js', async: true}]);
  page.dom.window.close();
});
