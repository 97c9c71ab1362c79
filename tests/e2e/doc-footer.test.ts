/**
 * The foot of a doc page (issues 26 and 27): "Last updated on <date of the file's last
 * commit>" (none without a full git history), "Verified against Sui <release> on <date>"
 * from the page's verified_against, and "Edit this page" to its source file when the build
 * has SUI_DOCS_REPO_URL (build-analytics, tests/support/repository.ts) and none when it has
 * not (build/). Generated GraphQL reference pages show neither link nor date. Light and
 * dark, desktop and phone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {MOBILE, switchToDark} from '../support/parity';
import {gotoHydrated} from '../support/site';
import {runAxe} from '../support/axe';
import {testEditUrl} from '../support/repository';
import {ROOT} from '../../scripts/lib/manifest';
import {readPage} from '../../scripts/content/mdx';
import {readGitHistory} from '../../config/gitHistory';

const browser = useBrowser();

const DOC = '/concepts/object-model';
const DOC_FILE = 'docs/concepts/object-model.mdx';
const GRAPHQL_PAGE = '/references/sui-api/graphql/reference/types/objects/object';
const VERIFIED = '.theme-doc-verified';
const LAST_UPDATED = '.theme-last-updated';
const EDIT_LINK = 'a.theme-edit-this-page';

/** The page's verified_against as its front matter has it (YAML makes the date a Date). */
const verified = readPage(ROOT, DOC_FILE).frontMatter.verified_against as
  {date: Date | string; sui: string} | undefined;
const NOT_VERIFIED = `${DOC_FILE} has no verified_against yet (the fact-check of issue 27 adds it): nothing to show`;

function expectedVerifiedText(): string {
  const date = new Date(verified!.date);
  const day = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  return `Verified against Sui ${verified!.sui} on ${day.format(date)}`;
}

/** Loads the page hydrated, collecting console errors (React reports a hydration mismatch there). */
async function open(page: Page, pathname: string, base?: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, base ? new URL(pathname, base).toString() : url(pathname));
  return errors;
}

test('a doc page shows the date of its last commit, or no date without a full git history', async () => {
  const page = await browser().newPage(DESKTOP);
  const errors = await open(page, DOC);
  const dates = readGitHistory(ROOT);
  const shown = page.locator(`${LAST_UPDATED} time`);
  if (!dates.dates) {
    assert.equal(await page.locator(LAST_UPDATED).count(), 0, `no date expected: ${dates.reason}`);
  } else {
    const seconds = Number(
      execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', DOC_FILE], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim(),
    );
    assert.ok(seconds > 0, `${DOC_FILE} has a commit`);
    assert.equal(await shown.getAttribute('datetime'), new Date(seconds * 1000).toISOString());
    assert.match(await page.locator(LAST_UPDATED).innerText(), /^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the verified line, in the server HTML and after hydration, under the last-updated line', async (t) => {
  if (!verified) return t.skip(NOT_VERIFIED);
  const html = await (await fetch(url(DOC))).text();
  const expected = expectedVerifiedText();
  assert.ok(html.includes('theme-doc-verified'), 'the server HTML has the line');
  const page = await browser().newPage(DESKTOP);
  const errors = await open(page, DOC);
  const line = page.locator(VERIFIED);
  assert.equal(await line.count(), 1);
  assert.equal(await line.innerText(), expected);
  assert.equal(await line.locator('time').getAttribute('datetime'), new Date(verified.date).toISOString().slice(0, 10));
  // Inside the doc's article, after its footer (when there is one), and close under it.
  assert.equal(await line.evaluate((el) => el.closest('article') !== null), true);
  if (await page.locator(LAST_UPDATED).count()) {
    const footer = await page.locator('footer.theme-doc-footer').boundingBox();
    const box = await line.boundingBox();
    assert.ok(footer && box && box.y >= footer.y + footer.height - 1 && box.y - (footer.y + footer.height) < 24);
  }
  assert.deepEqual(errors, [], 'no hydration mismatch: the date is formatted alike on the server and in the browser');
  await page.close();
});

for (const [layout, options] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${layout}, ${mode}: the footer lines are visible, aligned with each other, inside the screen and readable`, async (t) => {
      if (!verified) return t.skip(NOT_VERIFIED);
      const page = await browser().newPage(options);
      await open(page, DOC);
      if (mode === 'dark') await switchToDark(page);
      const line = page.locator(VERIFIED);
      await line.scrollIntoViewIfNeeded();
      assert.equal(await line.isVisible(), true);
      const style = await line.evaluate((el) => {
        const s = getComputedStyle(el);
        return {align: s.textAlign, italic: s.fontStyle, right: el.getBoundingClientRect().right};
      });
      assert.equal(style.align, layout === 'desktop' ? 'right' : 'start', 'aligned like the last-updated line');
      assert.equal(style.italic, 'italic');
      assert.ok(style.right <= options.viewport!.width, 'inside the screen');
      if (await page.locator(LAST_UPDATED).count()) {
        const lastUpdated = await page
          .locator(LAST_UPDATED)
          .evaluate((el) => getComputedStyle(el.parentElement!).textAlign);
        assert.equal(lastUpdated, style.align, 'the same alignment as the last-updated line');
      }
      const contrast = (await runAxe(page, ['color-contrast'])).flatMap((v) =>
        v.nodes.filter((n) =>
          n.target.some((s) => /theme-doc-verified|theme-last-updated|theme-edit-this-page/.test(s)),
        ),
      );
      assert.deepEqual(contrast, [], 'axe color-contrast on the footer lines');
      await page.close();
    });
  }
}

test('without SUI_DOCS_REPO_URL (build/): no "Edit this page" link', async () => {
  const page = await browser().newPage(DESKTOP);
  await open(page, DOC);
  assert.equal(await page.locator(EDIT_LINK).count(), 0);
  await page.close();
});

test('with SUI_DOCS_REPO_URL (build-analytics): "Edit this page" opens the source file in the repository', async (t) => {
  const base = process.env.ANALYTICS_BASE_URL;
  if (!base) {
    return t.skip(
      'ANALYTICS_BASE_URL is not set: run through npm test or npm run test:e2e, which build build-analytics with SUI_DOCS_REPO_URL',
    );
  }
  const page = await browser().newPage(DESKTOP);
  await open(page, DOC, base);
  const link = page.locator(EDIT_LINK);
  assert.equal(await link.count(), 1);
  assert.equal(await link.innerText(), 'Edit this page');
  assert.equal(await link.getAttribute('href'), testEditUrl(DOC_FILE));
  // A generated GraphQL reference page: no source file of its own to edit, and no date.
  await open(page, GRAPHQL_PAGE, base);
  assert.equal(await page.locator(EDIT_LINK).count(), 0);
  assert.equal(await page.locator(LAST_UPDATED).count(), 0);
  await page.close();
});

test('a generated GraphQL reference page: no date, no edit link, no verified line', async () => {
  const page = await browser().newPage(DESKTOP);
  await open(page, GRAPHQL_PAGE);
  assert.equal(await page.locator('article h1').count(), 1, 'the page rendered');
  for (const selector of [LAST_UPDATED, EDIT_LINK, VERIFIED])
    assert.equal(await page.locator(selector).count(), 0, selector);
  await page.close();
});
