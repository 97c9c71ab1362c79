/**
 * The site works in Chromium under the production Content-Security-Policy served by
 * nginx: pages hydrate, Mermaid draws, the colour toggle works, the search worker runs,
 * and the browser reports no violation. A script injected into the page is refused, so a violation would be seen.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser} from '../support/browser';
import {collectPageErrors, waitForHydration} from '../support/site';
import {useNginx} from './support';

const browser = useBrowser();
const origin = useNginx();

/** Records CSP violations (as events in the page) and every console error (a refused script or header shows there). */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)),
    ...consoleErrors,
  ];
}

async function open(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(origin() + pathname, {waitUntil: 'networkidle'});
  assert.equal(response?.status(), 200, pathname);
  assert.ok(response?.headers()['content-security-policy'], `${pathname} is served with a CSP`);
  await waitForHydration(page);
}

test('the home page, a Mermaid page and a code page run under the CSP with no violation', async () => {
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  const violations = await watch(page);
  const errors = collectPageErrors(page);

  await open(page, '/');
  // The inline colour-mode script ran before React: the theme is set on first paint.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');

  await open(page, '/references/rust-sdk');
  // Diagrams are drawn once they come near the screen (src/theme/Mermaid): bring the first one there.
  await page.locator('[data-mermaid-pending]').first().scrollIntoViewIfNeeded();
  await page.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: 20_000});
  // Mermaid draws again in the dark theme.
  await page
    .getByRole('button', {name: /dark mode|light mode|system mode/i})
    .first()
    .click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.locator('.docusaurus-mermaid-container svg').first().waitFor();

  await open(page, '/standards/display');
  assert.ok((await page.locator('pre code').count()) > 0, 'the page has highlighted code');
  // Client-side navigation loads more chunks under the same policy.
  await page.locator('nav[aria-label="Docs sidebar"] a.menu__link').first().click();
  await page.waitForLoadState('networkidle');

  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('the search modal runs its Web Worker under the CSP with no violation', async () => {
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  const violations = await watch(page);
  const errors = collectPageErrors(page);
  await open(page, '/concepts/object-model');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('kiosk');
  await page.locator('.DocSearch-Hit').first().waitFor();
  // A refused worker would not show: the search would fall back to the page. So the
  // worker must be there and must have fetched the index itself (its chunks loaded).
  const [worker] = page.workers();
  assert.ok(worker, 'the search worker is running');
  const fetched = await worker.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  assert.ok(
    fetched.some((p) => p.startsWith('/search-index/index.')),
    `the worker fetched the index (${fetched.join(', ')})`,
  );
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('an inline script that is not part of the build is refused and reported', async () => {
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  const violations = await watch(page);
  await open(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await page.waitForFunction(() => (window as unknown as {cspViolations: string[]}).cspViolations.length > 0);
  assert.equal(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected), undefined);
  assert.match((await violations()).join('\n'), /script-src/);
  await context.close();
});
