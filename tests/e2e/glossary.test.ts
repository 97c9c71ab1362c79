/**
 * Glossary tooltips (issue 26): a `<Term>` links to its glossary entry and shows the
 * entry's short definition from config/glossary.json on hover, on keyboard focus (Escape
 * hides it) and on a first tap on touch screens (a second tap follows the link), inside
 * the viewport and without moving the text, in light and dark, at desktop and phone
 * widths. The glossary page lists every entry of the data file as a heading of its table
 * of contents, under its id.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContextOptions, Locator, Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {MOBILE, diagramsInSource, drawDiagrams, switchToDark} from '../support/parity';
import {gotoHydrated} from '../support/site';
import {describeViolations, runAxe} from '../support/axe';
import {ROOT} from '../../scripts/lib/manifest';
import {GLOSSARY_ROUTE, loadGlossary} from '../../plugins/remark-glossary/glossary';

const browser = useBrowser();
const glossary = loadGlossary(ROOT);

/** A page whose first paragraph marks terms, followed by another paragraph. */
const PAGE = '/concepts/object-ownership/shared';
const TERM = 'main article p span[class*="term_"]';
const PHONE: BrowserContextOptions = {...MOBILE, isMobile: true, hasTouch: true};
const MODES = [
  {name: 'desktop, light', context: DESKTOP, dark: false},
  {name: 'desktop, dark', context: DESKTOP, dark: true},
  {name: 'phone, light', context: MOBILE, dark: false},
  {name: 'phone, dark', context: MOBILE, dark: true},
];

async function open(options: BrowserContextOptions, dark = false): Promise<{page: Page; errors: string[]}> {
  const page = await browser().newPage(options);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, url(PAGE));
  if (dark) await switchToDark(page);
  // The page's diagram is drawn as it nears the screen; drawn late, it would move the text
  // below it between two measures of the layout.
  await drawDiagrams(page, diagramsInSource(PAGE));
  return {page, errors};
}

/** Whether the term's tooltip is shown, and its box. */
async function tipState(term: Locator): Promise<{shown: boolean; box: DOMRect; text: string}> {
  return term.locator('[role="tooltip"]').evaluate((tip) => {
    const style = getComputedStyle(tip);
    return {
      shown: style.visibility === 'visible' && style.opacity !== '0',
      box: tip.getBoundingClientRect().toJSON() as DOMRect,
      text: tip.textContent ?? '',
    };
  });
}

/** The tooltip is fully shown (opacity transition done), and its text is the entry's. */
async function expectShown(page: Page, term: Locator, what: string): Promise<void> {
  await page.waitForFunction(
    (el) => getComputedStyle(el!.querySelector('[role="tooltip"]')!).opacity === '1',
    await term.elementHandle(),
  );
  const {shown, box, text} = await tipState(term);
  assert.ok(shown, `${what}: the tooltip is shown`);
  const id = (await term.locator('a').getAttribute('href'))!.split('#')[1];
  assert.equal(text, glossary.byId.get(id)?.short, `${what}: the tooltip says the short definition of "${id}"`);
  const viewport = page.viewportSize()!;
  assert.ok(
    box.left >= 0 && box.right <= viewport.width && box.top >= 0 && box.bottom <= viewport.height,
    `${what}: the tooltip (${box.left},${box.top})-(${box.right},${box.bottom}) is inside the ${viewport.width}×${viewport.height} viewport`,
  );
}

/** Boxes of the paragraph holding the term and of the next block: showing a tooltip must not move them. */
async function layout(term: Locator): Promise<string> {
  return term.evaluate((el) => {
    const p = el.closest('p')!;
    return JSON.stringify([p, p.nextElementSibling!].map((e) => e.getBoundingClientRect().toJSON()));
  });
}

test('a term links to its glossary entry, with the definition in the server HTML', async () => {
  const html = await (await fetch(url(PAGE))).text();
  const {page, errors} = await open(DESKTOP);
  const terms = page.locator(TERM);
  assert.ok((await terms.count()) >= 3, 'the page marks terms');
  for (const term of await terms.all()) {
    const link = term.locator('a');
    const href = (await link.getAttribute('href'))!;
    assert.match(href, new RegExp(`^${GLOSSARY_ROUTE}#[a-z0-9-]+$`));
    const entry = glossary.byId.get(href.split('#')[1]);
    assert.ok(entry, `${href} names an entry of the data file`);
    const tip = term.locator('[role="tooltip"]');
    assert.equal(await link.getAttribute('aria-describedby'), await tip.getAttribute('id'));
    assert.ok(html.includes(`>${entry.short.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}<`));
    assert.equal((await tipState(term)).shown, false, `${href}: hidden until asked for`);
  }
  // Following the link lands on the entry's heading.
  const first = terms.first().locator('a');
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await page.waitForURL((u) => u.pathname === GLOSSARY_ROUTE && u.hash === `#${href.split('#')[1]}`);
  await page.locator(`h3[id="${href.split('#')[1]}"]`).waitFor();
  assert.ok(await page.locator(`h3[id="${href.split('#')[1]}"]`).isVisible(), 'the target heading is shown');
  assert.deepEqual(errors, []);
  await page.close();
});

for (const mode of MODES) {
  test(`hover and keyboard focus show the definition, Escape hides it (${mode.name})`, async () => {
    const {page, errors} = await open(mode.context, mode.dark);
    const terms = await page.locator(TERM).all();
    for (const [i, term] of terms.entries()) {
      await term.evaluate((el) => el.scrollIntoView({block: 'center'}));
      await page.mouse.move(0, 0);
      const before = await layout(term);
      await term.locator('a').hover();
      await expectShown(page, term, `hover on term ${i + 1}`);
      assert.equal(await layout(term), before, `term ${i + 1}: showing the tooltip moves no text`);
      await page.keyboard.press('Escape');
      assert.equal((await tipState(term)).shown, false, `term ${i + 1}: Escape hides the hovered tooltip`);
    }
    await page.mouse.move(0, 0);
    const term = page.locator(TERM).first();
    await term.locator('a').focus();
    await expectShown(page, term, 'keyboard focus');
    await page.keyboard.press('Escape');
    assert.equal((await tipState(term)).shown, false, 'Escape hides the focused tooltip');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectShown(page, term, 'focus again');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const dark of [false, true]) {
  test(`axe finds nothing with a tooltip shown, contrast included (${dark ? 'dark' : 'light'})`, async () => {
    const {page} = await open(DESKTOP, dark);
    const term = page.locator(TERM).first();
    await term.evaluate((el) => el.scrollIntoView({block: 'center'}));
    await term.locator('a').hover();
    await expectShown(page, term, 'hover');
    const violations = await runAxe(page);
    assert.deepEqual(describeViolations(PAGE, violations), []);
    await page.close();
  });
}

for (const dark of [false, true]) {
  test(`on a touch screen a first tap shows the definition, a second opens the entry (${dark ? 'dark' : 'light'})`, async () => {
    const context = await browser().newContext(PHONE);
    const page = await context.newPage();
    await gotoHydrated(page, url(PAGE));
    if (dark) await switchToDark(page);
    const term = page.locator(TERM).first();
    const href = (await term.locator('a').getAttribute('href'))!;
    await term.evaluate((el) => el.scrollIntoView({block: 'center'}));
    const before = await layout(term);
    await term.locator('a').tap();
    await expectShown(page, term, 'first tap');
    assert.equal(new URL(page.url()).pathname, PAGE, 'the first tap stays on the page');
    assert.equal(await layout(term), before, 'showing the tooltip moves no text');
    // A tap elsewhere hides it; the next first tap shows it again.
    await page.locator('main article h1').tap();
    assert.equal((await tipState(term)).shown, false, 'a tap elsewhere hides it');
    await term.locator('a').tap();
    await expectShown(page, term, 'tap after hiding');
    await term.locator('a').tap();
    await page.waitForURL((u) => u.pathname === GLOSSARY_ROUTE);
    assert.equal(new URL(page.url()).hash, `#${href.split('#')[1]}`);
    await page.locator(`h3[id="${href.split('#')[1]}"]`).waitFor();
    await context.close();
  });
}

test('the glossary page has a heading per entry of the data file, under its id, in its table of contents', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url(GLOSSARY_ROUTE));
  const ids = await page.locator('main article h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  assert.deepEqual(
    ids,
    glossary.entries.map((e) => e.id),
  );
  const toc = await page
    .locator('.table-of-contents a[href^="#"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  for (const id of ids) assert.ok(toc.includes(id), `the table of contents lists #${id}`);
  // The letter headings keep their anchors (#a, #b, …).
  const letters = await page.locator('main article h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
  assert.ok(letters.includes('a') && letters.includes('z'), `letter anchors: ${letters.join(' ')}`);
  await page.close();
});

test('on a phone, the hidden tooltips do not make the page scroll sideways', async () => {
  for (const path of [PAGE, '/concepts/object-model']) {
    const page = await browser().newPage(PHONE);
    await gotoHydrated(page, url(path));
    const {scroll, width, terms} = await page.evaluate(
      (selector) => ({
        scroll: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
        terms: document.querySelectorAll(selector).length,
      }),
      TERM,
    );
    assert.ok(terms > 0, `${path} marks glossary terms`);
    assert.equal(scroll, width, `${path}: the page is ${scroll - width} px wider than the screen`);
    await page.close();
  }
});
