/**
 * The text a page shows before it hydrates is the text React renders: Chromium parses the
 * HTML the server sent, then loads the page, lets React hydrate it and reads it again.
 * A difference means the reader saw wrong text until then, and React throws the server
 * DOM away with a hydration error (#418, #423, #425). The pages are the ones whose inline
 * code holds an `&name<T>` type (`&TokenPolicyCap<T>`, `&vector<u8>`), which the SWC HTML
 * minifier once sent as `&TokenPolicyCap<T>` (tests/build/built-html.test.ts checks every
 * page's HTML for that).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {gotoHydrated} from '../support/site';

const PAGES = [
  '/standards/closed-loop-token/rules',
  '/standards/closed-loop-token/action-request',
  '/guides/developer/cryptography/ecvrf',
  '/guides/developer/cryptography/hashing',
  '/guides/developer/cryptography/groth16',
];

const browser = useBrowser();

for (const pathname of PAGES) {
  test(`${pathname}: the server HTML shows the code text React renders, and hydrates without an error`, async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const response = await page.request.get(url(pathname));
    assert.equal(response.status(), 200);
    const serverHtml = await response.text();
    await gotoHydrated(page, url(pathname));

    const {server, hydrated} = await page.evaluate((html) => {
      const codeTexts = (doc: Document) => [...doc.querySelectorAll('article code')].map((el) => el.textContent ?? '');
      return {
        server: codeTexts(new DOMParser().parseFromString(html, 'text/html')),
        hydrated: codeTexts(document),
      };
    }, serverHtml);
    await context.close();

    assert.ok(
      hydrated.some((text) => /&\w+<\w+>/.test(text)),
      'the page has inline code with an &name<T> type',
    );
    assert.deepEqual(server, hydrated, 'code text before hydration (server HTML) and after');
    assert.deepEqual(errors, [], 'errors logged while the page loaded and hydrated');
  });
}
