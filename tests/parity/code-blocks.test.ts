/**
 * Code-block parity (patch prism-stub): on pages with Move, TypeScript, shell, GraphQL and
 * titled blocks, every code block's DOM after hydration, normalized, is the same on the stock
 * build and the patched one, and so is what its buttons do: the copy button puts the same
 * text on the clipboard and says "Copied", the word-wrap button wraps and unwraps the code.
 * Normalized: comments dropped and text nodes merged; a plain token (a
 * `<span class="token plain">` in the stock build, bare text in the patched one) unwrapped;
 * `style` attributes compared only on `<code>` (word wrap, line-number counter), since the
 * stock build colours tokens inline and the patched one from a stylesheet (the content
 * parity test compares the computed colours); attributes sorted.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser} from '../support/browser';
import {BUILDS, openPage, type Build} from '../support/parity';

const browser = useBrowser();

/** The pages, and whether one of their blocks scrolls sideways at 1280 px (so has a word-wrap button). */
const PAGES: ReadonlyArray<[path: string, wraps: boolean]> = [
  ['/concepts/object-model', true],
  ['/deepbook-orders', true],
  ['/style-guide', true],
  ['/snippets/cli-check-install', false],
  ['/references/sui-api/graphql/reference/types/objects/object', false],
];

/** Each code block's normalized markup. Runs in the page. */
function readBlocks(): string[] {
  const canon = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE)
      return (node.textContent ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const el = node as Element;
    const inner = [...el.childNodes].map(canon).join('');
    if (el.tagName === 'SPAN' && el.className === 'token plain' && el.getAttribute('style') === null) return inner;
    const attrs = [...el.attributes]
      .filter((a) => a.name !== 'style' || el.tagName === 'CODE')
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(' ');
    return `<${el.tagName.toLowerCase()}${attrs ? ` ${attrs}` : ''}>${inner}</${el.tagName.toLowerCase()}>`;
  };
  return [...document.querySelectorAll('.theme-code-block')].map((block) => {
    const copy = block.cloneNode(true) as Element;
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const comments: Node[] = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const c of comments) c.parentNode?.removeChild(c);
    copy.normalize();
    // Unwrapping plain tokens leaves text next to text: compare the merged text.
    return canon(copy).replace(/<\/?#text>/g, '');
  });
}

interface Behaviour {
  copied: string | null;
  clipboard: string;
  wrapped: string | null;
  unwrapped: string | null;
}

async function useButtons(page: Page, index: number): Promise<Behaviour | 'hidden'> {
  const block = page.locator('.theme-code-block').nth(index);
  // A block in a tab panel that is not selected: nothing to click.
  if (!(await block.isVisible())) return 'hidden';
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await block.locator('button[aria-label="Copy code to clipboard"]').click();
  const copied = await block.locator('button[aria-label="Copied"]').getAttribute('title');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '', undefined, {timeout: 5000});
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const wrap = block.locator('button[title="Toggle word wrap"]');
  let wrapped: string | null = null;
  let unwrapped: string | null = null;
  if ((await wrap.count()) > 0) {
    await wrap.click();
    wrapped = await block.locator('code').getAttribute('style');
    await wrap.click();
    unwrapped = await block.locator('code').getAttribute('style');
  }
  return {copied, clipboard, wrapped, unwrapped};
}

async function snapshot(build: Build, path: string) {
  const {context, page, errors} = await openPage(browser(), build, path, DESKTOP);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(build.base).origin});
    const blocks = await page.evaluate(readBlocks);
    const behaviour: Array<Behaviour | 'hidden'> = [];
    for (let i = 0; i < blocks.length; i += 1) behaviour.push(await useButtons(page, i));
    return {blocks, behaviour, errors: errors.map(String)};
  } finally {
    await context.close();
  }
}

for (const [path, wraps] of PAGES) {
  test(`code blocks on ${path}: the same DOM, copy and word wrap on both builds`, async () => {
    // One build after the other: the browser's clipboard is one for all its contexts.
    const stock = await snapshot(BUILDS[0], path);
    const patched = await snapshot(BUILDS[1], path);
    assert.ok(stock.blocks.length > 0, `${path}: the stock build shows no code block`);
    assert.equal(patched.blocks.length, stock.blocks.length, `${path}: number of code blocks`);
    stock.blocks.forEach((html, i) => assert.equal(patched.blocks[i], html, `${path}: code block ${i + 1}`));
    assert.deepEqual(patched.behaviour, stock.behaviour, `${path}: copy and word wrap`);
    if (wraps) {
      assert.ok(
        stock.behaviour.some((b) => b !== 'hidden' && b.wrapped !== null),
        `${path}: no block to wrap on the stock build`,
      );
    }
    assert.deepEqual(patched.errors, [], `${path}: page errors`);
  });
}
