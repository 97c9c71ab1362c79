/**
 * "Was this page helpful?" at the foot of a doc page (issue 26, src/components/PageFeedback),
 * where analytics does not carry the answer. The default build (build/) has neither analytics
 * nor a repository: the widget is not shown at all, since an answer would go nowhere.
 * build-analytics has both (scripts/test.ts, tests/support/repository.ts); a reader who turned
 * analytics off (`analytics.optOut` in localStorage) gets the repository path: a link opening
 * a prefilled new issue. The analytics path is tests/analytics/ingestion.test.ts. Desktop and
 * phone, light and dark; screenshots go to FEEDBACK_SHOTS when it is set.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {BrowserContext, BrowserContextOptions, Locator, Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {MOBILE, switchToDark} from '../support/parity';
import {gotoHydrated, waitForHydration} from '../support/site';
import {COLOUR_RULES, runAxe, type AxeViolation} from '../support/axe';
import {REPOSITORY_TEST_ENV} from '../support/repository';

const browser = useBrowser();
const BASE = process.env.ANALYTICS_BASE_URL;
const NO_BASE =
  'ANALYTICS_BASE_URL is not set: run through npm test or npm run test:e2e, which build build-analytics with SUI_DOCS_REPO_URL';
const SHOTS = process.env.FEEDBACK_SHOTS;

const DOC = '/concepts/object-model';
const GRAPHQL_PAGE = '/references/sui-api/graphql/reference/types/objects/object';
const KEY = `docs.feedback:${DOC}`;
const REPOSITORY = 'https://github.com/example/sui-docs-test';
const at = (pathname: string) => new URL(pathname, BASE).toString();

/**
 * A reader of build-analytics with analytics switched off. The tag manager's script fails
 * (the machine is offline); the repository host answers with a stand-in page, so that the
 * tab the issue link opens has its address.
 */
async function optedOut(options: BrowserContextOptions = DESKTOP, init?: string): Promise<BrowserContext> {
  const context = await browser().newContext(options);
  await context.route('https://www.googletagmanager.com/**', (route) => route.abort('internetdisconnected'));
  await context.route('https://github.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/plain', body: 'the new-issue form'}),
  );
  await context.addInitScript(() => {
    try {
      localStorage.setItem('analytics.optOut', 'true');
    } catch {
      // The storage-throwing test replaces setItem first; its reader's opt-out is in the init script below.
    }
  });
  if (init) await context.addInitScript(init);
  return context;
}

interface Opened {
  page: Page;
  widget: Locator;
  /** Uncaught errors, and console errors other than the browser's failed loads. */
  errors: string[];
}

async function open(context: BrowserContext, pathname = DOC): Promise<Opened> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await gotoHydrated(page, at(pathname));
  return {page, widget: page.getByRole('region', {name: 'Page feedback'}), errors};
}

const thanks = (widget: Locator) => widget.getByRole('status');
const issueLink = (widget: Locator) => widget.getByRole('link', {name: 'Send as an issue'});

/** The violations whose elements are inside the widget, as "rule: selector". */
async function inWidget(page: Page, violations: AxeViolation[]): Promise<string[]> {
  const found: string[] = [];
  for (const v of violations)
    for (const node of v.nodes) {
      const selector = node.target.at(-1)!;
      const inside = await page.evaluate(
        (s) => document.querySelector(s)?.closest('.theme-doc-feedback') != null,
        selector,
      );
      if (inside) found.push(`${v.id}: ${selector}`);
    }
  return found;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const box = await page.getByRole('region', {name: 'Page feedback'}).boundingBox();
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    clip: box
      ? {x: 0, y: Math.max(0, box.y - 120), width: page.viewportSize()!.width, height: box.height + 200}
      : undefined,
  });
}

test('the repository URL of build-analytics is the one this test expects', () => {
  assert.equal(REPOSITORY_TEST_ENV.SUI_DOCS_REPO_URL, `${REPOSITORY}/tree/main`);
});

test('build/ (no analytics, no repository): no widget, in the server HTML or after hydration', async () => {
  const html = await (await fetch(url(DOC))).text();
  assert.ok(!html.includes('theme-doc-feedback'), 'not in the server HTML');
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url(DOC));
  assert.equal(await page.locator('article h1').count(), 1, 'the page rendered');
  assert.equal(await page.getByRole('region', {name: 'Page feedback'}).count(), 0);
  assert.equal(await page.getByText('Was this page helpful?').count(), 0);
  await page.close();
});

test('build-analytics: the question and both buttons are in the server HTML of doc pages only', async (t) => {
  if (!BASE) return t.skip(NO_BASE);
  for (const pathname of [DOC, GRAPHQL_PAGE]) {
    const html = await (await fetch(at(pathname))).text();
    const section = /<section[^>]*theme-doc-feedback[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    assert.ok(section.includes('Was this page helpful?'), `${pathname}: the question is server-rendered`);
    assert.equal(section.match(/<button/g)?.length, 2, `${pathname}: Yes and No are server-rendered`);
    assert.ok(section.includes('aria-label="Page feedback"'));
  }
  for (const pathname of ['/', '/search']) {
    const html = await (await fetch(at(pathname))).text();
    assert.ok(!html.includes('theme-doc-feedback'), `${pathname} is not a doc page: no widget`);
  }
});

test('opted out of analytics: No, a comment, and "Send as an issue" opens a prefilled issue; remembered after a reload', async (t) => {
  if (!BASE) return t.skip(NO_BASE);
  const context = await optedOut();
  const {page, widget, errors} = await open(context);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
  await widget.getByRole('button', {name: 'No'}).click();
  assert.equal(await widget.getByRole('button', {name: 'No'}).getAttribute('aria-pressed'), 'true');
  const field = widget.getByRole('textbox', {name: 'What was missing or wrong? (optional)'});
  await field.waitFor();
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), 'no', 'the answer is remembered');
  assert.equal(await field.evaluate((el) => el === document.activeElement), true, 'the comment field has the focus');
  assert.equal(await field.getAttribute('maxlength'), '500');
  const comment = 'The diagram & the "owned objects" part #2 need 100% more detail.';
  await field.fill(comment);
  assert.equal(await widget.getByText(`${comment.length} of 500 characters`).count(), 1, 'the live count');
  // Only Send and Skip: the Amplitude path is not used when the reader opted out.
  assert.equal(await widget.getByRole('button', {name: 'Send'}).count(), 0);
  const link = issueLink(widget);
  const href = (await link.getAttribute('href'))!;
  assert.ok(href.startsWith(`${REPOSITORY}/issues/new?title=`), href);
  const decoded = decodeURIComponent(href);
  assert.ok(decoded.includes(`Page feedback: ${DOC}`), decoded);
  assert.ok(decoded.includes(`Page: ${at(DOC)}`), decoded);
  assert.ok(decoded.includes('Helpful: no'), decoded);
  assert.ok(decoded.includes(comment), decoded);
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
  await shot(page, 'desktop-light-issue-form');

  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  assert.equal(decodeURIComponent(popup.url()), decoded, 'the new tab opens the prefilled issue');
  await popup.close();
  await thanks(widget).filter({hasText: 'Thanks for your feedback!'}).waitFor();
  assert.equal(await widget.getByRole('button').count(), 0, 'no more buttons');

  await page.reload();
  await waitForHydration(page);
  await thanks(widget).filter({hasText: 'Thanks for your feedback!'}).waitFor();
  assert.equal(await widget.getByRole('button').count(), 0, 'answered before: the thank-you, not the buttons');
  // Another page is not answered.
  await gotoHydrated(page, at('/concepts'));
  assert.equal(await widget.getByRole('button', {name: 'Yes'}).count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Yes, then Skip: the thank-you takes the focus; the GraphQL reference pages have the widget too', async (t) => {
  if (!BASE) return t.skip(NO_BASE);
  const context = await optedOut();
  const {page, widget, errors} = await open(context, GRAPHQL_PAGE);
  await widget.getByRole('button', {name: 'Yes'}).click();
  const field = widget.getByRole('textbox', {name: 'Anything we could improve? (optional)'});
  await field.waitFor();
  assert.ok(decodeURIComponent((await issueLink(widget).getAttribute('href'))!).includes('Helpful: yes'));
  await widget.getByRole('button', {name: 'Skip'}).click();
  const status = thanks(widget);
  await status.filter({hasText: 'Thanks for your feedback!'}).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), `docs.feedback:${GRAPHQL_PAGE}`), 'yes');
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard only: Tab to the buttons, answer, write, reach the issue link and follow it with Enter', async (t) => {
  if (!BASE) return t.skip(NO_BASE);
  const context = await optedOut();
  const {page, widget, errors} = await open(context);
  // Start from the last link before the widget: the footer's "Edit this page".
  await page.locator('a.theme-edit-this-page').focus();
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  assert.equal(await focused(), 'Yes');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'No');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  await page.keyboard.type('Keyboard only.');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Skip');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Send as an issue');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await popup.waitForLoadState();
  assert.ok(decodeURIComponent(popup.url()).includes('Keyboard only.'), popup.url());
  await popup.close();
  await thanks(widget).filter({hasText: 'Thanks for your feedback!'}).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('localStorage that throws: the widget still works for the visit, and forgets the answer', async (t) => {
  if (!BASE) return t.skip(NO_BASE);
  // Every read and write throws (as in a browser with storage blocked), except the reader's
  // opt-out, so that the answer takes the repository path this file tests.
  const context = await optedOut(
    DESKTOP,
    `(() => {
      const get = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key) {
        if (key === 'analytics.optOut') return 'true';
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.setItem = function () {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      void get;
    })();`,
  );
  const {page, widget, errors} = await open(context);
  await widget.getByRole('button', {name: 'No'}).click();
  await widget.getByRole('textbox').fill('Storage is blocked.');
  assert.ok(decodeURIComponent((await issueLink(widget).getAttribute('href'))!).includes('Storage is blocked.'));
  await widget.getByRole('button', {name: 'Skip'}).click();
  await thanks(widget).filter({hasText: 'Thanks for your feedback!'}).waitFor();
  // Nothing could be stored: a reload asks again.
  await page.reload();
  await waitForHydration(page);
  assert.equal(await widget.getByRole('button', {name: 'Yes'}).count(), 1);
  // Docusaurus's own storage and the analytics SDK log each failed access; nothing else.
  assert.deepEqual(
    errors.filter((e) => !/storage/i.test(e)),
    [],
  );
  await context.close();
});

test('no layout shift: an answered page shows the thank-you in the space of the question', async (t) => {
  if (!BASE) return t.skip(NO_BASE);
  // The server HTML alone (no scripts): the question and buttons.
  const noScript = await browser().newContext({...DESKTOP, javaScriptEnabled: false});
  const still = await noScript.newPage();
  await still.goto(at(DOC));
  const before = await still.locator('.theme-doc-feedback').boundingBox();
  await noScript.close();
  const context = await optedOut(
    DESKTOP,
    `localStorage.setItem(${JSON.stringify(KEY)}, 'no');
     // Layout shifts of the widget or of anything under it (the navbar of this build shifts
     // on its own when its search button hydrates: not this widget's).
     window.__shifts = [];
     new PerformanceObserver((list) => {
       const widget = document.querySelector('.theme-doc-feedback');
       for (const entry of list.getEntries())
         for (const source of entry.sources)
           if (widget && source.node && (widget.contains(source.node) ||
               widget.compareDocumentPosition(source.node) & Node.DOCUMENT_POSITION_FOLLOWING))
             window.__shifts.push(entry.value);
     }).observe({type: 'layout-shift', buffered: true});`,
  );
  const {page, widget, errors} = await open(context);
  await thanks(widget).filter({hasText: 'Thanks for your feedback!'}).waitFor();
  const after = await page.locator('.theme-doc-feedback').boundingBox();
  assert.ok(before && after);
  assert.equal(after.height, before.height, 'the same height with the thank-you as with the buttons');
  assert.equal(after.y, before.y);
  await page.waitForTimeout(500);
  assert.deepEqual(
    await page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts),
    [],
    'no layout shift of the widget or below it',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [layout, options] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${layout}, ${mode}: the widget fits the screen and is readable, before and after answering`, async (t) => {
      if (!BASE) return t.skip(NO_BASE);
      const context = await optedOut(options);
      const {page, widget, errors} = await open(context);
      if (mode === 'dark') await switchToDark(page);
      await widget.scrollIntoViewIfNeeded();
      const width = options.viewport!.width;
      const fits = async (what: string) => {
        const overflow = await widget.evaluate(
          (el, w) =>
            [el, ...el.querySelectorAll('*')]
              .filter((e) => e.getBoundingClientRect().right > w + 0.5)
              .map((e) => e.outerHTML.slice(0, 80)),
          width,
        );
        assert.deepEqual(overflow, [], `${what}: inside the ${width} px screen`);
        const contrast = await inWidget(page, await runAxe(page, COLOUR_RULES));
        assert.deepEqual(contrast, [], `${what}: axe colour rules`);
        // Every axe rule, once per state (they do not depend on the layout or the colours).
        if (layout === 'desktop' && mode === 'light')
          assert.deepEqual(await inWidget(page, await runAxe(page)), [], `${what}: axe`);
      };
      await fits('the question');
      await shot(page, `${layout}-${mode}-question`);
      await widget.getByRole('button', {name: 'No'}).click();
      await widget.getByRole('textbox').fill('Readable in every mode?');
      await fits('the comment form');
      await shot(page, `${layout}-${mode}-form`);
      await widget.getByRole('button', {name: 'Skip'}).click();
      await thanks(widget).filter({hasText: 'Thanks for your feedback!'}).waitFor();
      await fits('the thank-you');
      await shot(page, `${layout}-${mode}-thanks`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
