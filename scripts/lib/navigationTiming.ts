/**
 * Client-side navigation timing for `npm run bench:navigation`: on a hydrated page, a
 * reader points at a sidebar link, then clicks it; the figure is the time from the click
 * to the first frame after the new page's h1 is in the document (the click event's time
 * stamp to a requestAnimationFrame callback, both on the page's clock, so the test driver's
 * latency is not counted).
 */
import type {Browser, Page} from 'playwright-core';

/** How long a reader's pointer rests on a link before clicking (Docusaurus preloads the route on hover). */
const HOVER_MS = 250;

export interface NavigationSample {
  from: string;
  to: string;
  ms: number;
}

/** The page's sidebar links in document order, as paths, other than the page itself. */
async function sidebarLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const here = location.pathname.replace(/\/$/, '');
    return [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Docs sidebar"] a.menu__link')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && href.replace(/\/$/, '') !== here);
  });
}

/** Clicks the sidebar link to `href` and resolves with the milliseconds until the new h1 is painted. */
async function timeClick(page: Page, href: string): Promise<number> {
  const link = page.locator(`nav[aria-label="Docs sidebar"] a.menu__link[href="${href}"]`).first();
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  const done = page.evaluate(
    (target) =>
      new Promise<number>((resolve, reject) => {
        let clickedAt = -1;
        const h1 = () => document.querySelector('article h1, main h1, h1');
        const before = h1();
        const check = () => {
          const now = h1();
          if (clickedAt < 0 || location.pathname.replace(/\/$/, '') !== target.replace(/\/$/, '')) return;
          if (!now || now === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - clickedAt));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, {childList: true, subtree: true});
        addEventListener('click', (event) => ((clickedAt = event.timeStamp), queueMicrotask(check)), {
          capture: true,
          once: true,
        });
        setTimeout(() => reject(new Error(`no new h1 within 10 s of clicking ${target}`)), 10_000);
      }),
    href,
  );
  await link.click();
  return done;
}

/**
 * Opens `start` (hydrated, then quiet for a second), then walks its sidebar: each time it
 * clicks the first link not visited yet, from the page the previous click opened, so
 * categories open as a reader's would and landings with cards are among the targets.
 * Stops after `count` clicks or when no unvisited link is left.
 */
export async function measureSidebarNavigation(
  browser: Browser,
  base: string,
  start: string,
  count: number,
): Promise<NavigationSample[]> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  try {
    const page = await context.newPage();
    await page.goto(base + start);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      timeout: 15_000,
    });
    await page.waitForTimeout(1000);
    const visited = new Set([start.replace(/\/$/, '')]);
    const samples: NavigationSample[] = [];
    let from = start;
    while (samples.length < count) {
      const to = (await sidebarLinks(page)).find((href) => !visited.has(href.replace(/\/$/, '')));
      if (!to) {
        // A category without a page of its own opens with its caret button (not timed).
        // (A caret button beside a category link, or the category's own `#` link when it has no page.)
        const caret = page
          .locator(
            'nav[aria-label="Docs sidebar"] .menu__list-item--collapsed :is(button.menu__caret, a.menu__link--sublist-caret)',
          )
          .first();
        if ((await caret.count()) === 0) break;
        await caret.click();
        continue;
      }
      visited.add(to.replace(/\/$/, ''));
      samples.push({from, to, ms: await timeClick(page, to)});
      from = to;
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** The value below which `p` of the sorted values fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
