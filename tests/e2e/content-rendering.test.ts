import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {gotoHydrated} from '../support/site';
import {patchOn, patchSkip} from '../support/patches';

// The style guide shows writers every kind of block, so it is the page these tests read.
const PAGE = '/style-guide';
// A long page whose diagrams all sit more than two screens down.
const LONG_PAGE = '/concepts/object-model';

const browser = useBrowser();

test('the table of contents lists the h2 and h3 headings, and no others', async () => {
  const page = await browser().newPage(DESKTOP);
  await page.goto(url(PAGE));
  const {headings, toc, h4} = await page.evaluate(() => {
    const article = document.querySelector('article')!;
    const text = (el: Element) =>
      (el.textContent ?? '')
        .replace(/\u200b/g, '')
        .replace(/#$/, '')
        .trim();
    return {
      headings: [...article.querySelectorAll('h2, h3')].map(text),
      h4: [...article.querySelectorAll('h4')].map(text),
      toc: [...document.querySelectorAll('.table-of-contents a')].map(text),
    };
  });
  assert.ok(h4.length > 0, 'the page has an h4 to leave out');
  assert.ok(headings.length >= 5);
  assert.deepEqual(toc, headings);
  await page.close();
});

test('Move, Rust, TypeScript and TOML blocks are highlighted', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url(PAGE)); // the copy buttons appear once hydrated
  const tokenTypes = async (language: string) =>
    page.evaluate(
      (lang) =>
        [...document.querySelectorAll(`pre.language-${lang} .token`)].map((el) =>
          [...el.classList].filter((c) => c !== 'token').join(' '),
        ),
      language,
    );
  const expectations: Record<string, string[]> = {
    move: ['keyword', 'builtin', 'comment', 'attr-name', 'number', 'function'],
    rust: ['keyword', 'comment', 'number'],
    ts: ['keyword', 'string', 'comment'],
    toml: ['table', 'key', 'string'],
  };
  for (const [language, expected] of Object.entries(expectations)) {
    const types = (await tokenTypes(language)).join(' ').split(' ');
    for (const type of expected) {
      assert.ok(types.includes(type), `${language}: no "${type}" token among ${[...new Set(types)].join(', ')}`);
    }
  }
  // Titles and the copy button come with every block.
  assert.ok(await page.getByText('sources/greeting.move', {exact: true}).isVisible());
  assert.ok((await page.getByRole('button', {name: 'Copy code to clipboard'}).count()) >= 6);
  await page.close();
});

test('each code block shows exactly the code its Copy button copies, blank lines included', async () => {
  const context = await browser().newContext(DESKTOP);
  await context.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as {copied: string[]}).copied = copied;
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: async (text: string) => void copied.push(text)}});
  });
  const page = await context.newPage();
  await gotoHydrated(page, url(LONG_PAGE));
  const blocks = page.locator('.theme-code-block');
  const count = await blocks.count();
  assert.ok(count >= 3);
  for (let i = 0; i < count; i++) {
    const block = blocks.nth(i);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate((n) => (window as unknown as {copied: string[]}).copied[n], i);
    // Plain text between tokens is bare text in the line, not a span of its own.
    const shown = await block
      .locator('pre')
      .evaluate((pre) => [...pre.querySelectorAll('.token-line')].map((line) => line.textContent).join('\n'));
    assert.equal(shown, copied, `block ${i + 1}`);
  }
  assert.ok(
    (await page.evaluate(() => (window as unknown as {copied: string[]}).copied.join('\n'))).includes('\n\n'),
    'blank lines are kept',
  );
  await context.close();
});

/** Clicks the colour-mode toggle and waits until the element's computed style property leaves `before`. */
async function switchModeUntilChanged(
  page: Page,
  selector: string,
  property: 'color' | 'fill',
  before: string,
): Promise<void> {
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.waitForFunction(
    ([sel, prop, was]) => {
      const el = document.querySelector(sel);
      return el && getComputedStyle(el)[prop as 'color' | 'fill'] !== was;
    },
    [selector, property, before] as const,
  );
}

/** The colour of the first Move keyword on the page (build-time tokens, theme colours applied in the browser). */
async function keywordColour(page: Page): Promise<string> {
  return page
    .locator('pre.language-move .token.keyword')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
}

// With prism-stub off the browser highlights with Prism, as stock Docusaurus does.
test('no page loads Prism: code is highlighted when the site is built', {skip: patchSkip('prism-stub')}, async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/'));
  // Prism's core carries this class-name pattern.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  assert.ok(scripts.length > 0);
  for (const src of scripts)
    assert.ok(!(await (await fetch(src)).text()).includes('lang(?:uage)?-'), `${src} ships Prism`);
  await page.close();
});

test('code colours follow the colour mode, and come with pages reached client-side too', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/'));
  // Client-side navigation to the style guide: its code arrives highlighted in the page chunk.
  await page.evaluate((path) => {
    const a = Object.assign(document.createElement('a'), {href: path, textContent: 'go'});
    document.querySelector('main')!.append(a);
    a.click();
  }, PAGE);
  await page.waitForURL((u) => u.pathname === PAGE);
  const light = await keywordColour(page);
  await switchModeUntilChanged(page, 'pre.language-move .token.keyword', 'color', light);
  assert.notEqual(await keywordColour(page), light);
  await page.close();
});

async function mermaidNodeFill(page: Page): Promise<string> {
  // Diagrams are drawn as they come near the screen, as a reader scrolls (lazy-mermaid; stock Mermaid draws them all at once).
  if (patchOn('lazy-mermaid'))
    await page.evaluate(() => document.querySelector('[data-mermaid-pending]')!.parentElement!.scrollIntoView());
  const svg = page.locator('.docusaurus-mermaid-container svg').first();
  await svg.waitFor();
  return svg
    .locator('.node rect, .node polygon')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);
}

test(
  'a diagram far down a page is drawn when the reader scrolls to it, and Mermaid loads only then',
  {skip: patchSkip('lazy-mermaid')},
  async () => {
    const page = await browser().newPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await gotoHydrated(page, url(LONG_PAGE));
    await page.waitForLoadState('networkidle');
    const placeholder = page.locator('[data-mermaid-pending]').last();
    const box = (await placeholder.boundingBox())!;
    assert.ok(box.y > 2 * DESKTOP.viewport!.height, `the last diagram of ${LONG_PAGE} starts ${box.y}px down`);
    assert.equal(await page.locator('.docusaurus-mermaid-container').count(), 0, 'no diagram drawn before scrolling');
    const before = scripts.length;
    await placeholder.scrollIntoViewIfNeeded();
    await page.locator('.docusaurus-mermaid-container svg').last().waitFor();
    assert.ok(scripts.length > before, 'Mermaid is fetched once a diagram comes near');
    assert.equal(await placeholder.isVisible(), false, 'the placeholder gives way to the drawing');
    await page.close();
  },
);

test('a Mermaid diagram renders as SVG and follows the colour mode', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url(PAGE));
  const light = await mermaidNodeFill(page);
  await switchModeUntilChanged(page, '.docusaurus-mermaid-container svg .node rect', 'fill', light);
  const dark = await mermaidNodeFill(page);
  assert.notEqual(dark, light);
  // Mermaid's "default" theme fills nodes light lavender; "dark" fills them dark.
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  assert.ok(luminance(light) > 180, `light-mode fill ${light}`);
  assert.ok(luminance(dark) < 100, `dark-mode fill ${dark}`);
  await page.close();
});
