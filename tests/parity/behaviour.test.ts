/**
 * Behaviour parity: the same reader actions on the stock build and on the patched one, and
 * the same outcome required: client-side navigation, prefetching on hover and on scroll,
 * the route progress bar, heading links, back and forward, and a chunk that fails to load
 * during a navigation. Script chunks have different file names in the two builds, so a
 * chunk is named by the doc whose content it holds (contentRoutes). Runs against BASE_URL
 * (patched) and STOCK_BASE_URL (stock); PARITY_DEBUG=1 prints both builds' outcomes.
 */
import {test} from 'node:test';
import type {BrowserContext, Page} from 'playwright-core';
import {DESKTOP, useBrowser} from '../support/browser';
import {
  BUILDS,
  assertSame,
  contentRoutes,
  contentRoutesIn,
  diffList,
  diffSnapshots,
  errorText,
  settle,
  readContent,
  urlIn,
  type Build,
  type Item,
  type Snapshot,
  type Value,
} from '../support/parity';
import {collectPageErrors, gotoHydrated} from '../support/site';

const browser = useBrowser();

type Outcome = Record<string, Value>;

/** Runs a scenario on each build, one after the other, in a context of its own. */
async function onBothBuilds<T>(scenario: (build: Build, context: BrowserContext) => Promise<T>): Promise<[T, T]> {
  const outcomes: T[] = [];
  for (const build of BUILDS) {
    const context = await browser().newContext(DESKTOP);
    try {
      outcomes.push(await scenario(build, context));
    } finally {
      await context.close();
    }
  }
  if (process.env.PARITY_DEBUG) console.log(JSON.stringify(outcomes));
  return outcomes as [T, T];
}

function assertSameOutcome(where: string, [stock, patched]: [Outcome, Outcome]): void {
  assertSame(diffSnapshots(where, {values: stock, lists: {}}, {values: patched, lists: {}}));
}

/** Fails when the stock build itself does not behave as the scenario assumes (then the comparison would prove little). */
function assertStock(where: string, ok: boolean, what: string, stock: Outcome): void {
  if (!ok)
    throw new Error(
      `${where}: on the stock build ${what} (${JSON.stringify(stock)}); the scenario needs a new page or link`,
    );
}

const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as {parityMarker: number}).parityMarker = 1));
const reloaded = (page: Page) => page.evaluate(() => (window as unknown as {parityMarker?: number}).parityMarker !== 1);
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;
const h1 = (page: Page) =>
  page.evaluate(() => document.querySelector('main h1, article h1')?.textContent?.trim() ?? null);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const sidebarLink = (page: Page, name: string) =>
  page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name, exact: true});

/**
 * Opens `from` hydrated, marks the window (see `reloaded`), scrolls to `scrolledTo`, clicks
 * the sidebar link named `link` and waits for the new page's h1 of the same name, settled.
 */
async function followSidebarLink(page: Page, build: Build, from: string, scrolledTo: number, link: string) {
  await gotoHydrated(page, urlIn(build, from));
  await markWindow(page);
  await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
  await sidebarLink(page, link).click();
  await page.getByRole('heading', {level: 1, name: link}).waitFor();
  await settle(page);
}

/** Every script URL the page requests, in order. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

/** Waits until no script has been requested for `quietMs` (or `timeoutMs` passed). */
async function scriptsQuiet(page: Page, urls: readonly string[], quietMs = 1500, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let count = -1;
  while (count !== urls.length && Date.now() < deadline) {
    count = urls.length;
    await page.waitForTimeout(quietMs);
  }
}

/** Waits until a script holding the doc's content has been requested since `scripts[from]` (at most `timeoutMs`). */
async function docRequested(
  page: Page,
  scripts: readonly string[],
  from: number,
  doc: string,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await contentRoutes(scripts.slice(from))).has(doc) && Date.now() < deadline) await page.waitForTimeout(200);
}

test('a sidebar link navigates client-side: same URL, title, heading and scroll position', async () => {
  const where = 'sidebar link /style-guide → Contribution process';
  const outcomes = await onBothBuilds(async (build, context) => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await followSidebarLink(page, build, '/style-guide', 600, 'Contribution process');
    await page.waitForURL((u) => u.pathname === '/references/contribute/contribution-process', {waitUntil: 'commit'});
    return {
      url: pathOf(page),
      title: await page.title(),
      h1: await h1(page),
      'full reload': await reloaded(page),
      scrollY: await scrollY(page),
      'uncaught errors': errors.map(errorText).join('; '),
    };
  });
  assertStock(where, outcomes[0]['full reload'] === false, 'the click reloaded the page', outcomes[0]);
  assertSameOutcome(where, outcomes);
});

test('hovering a link loads the target page before the click, on both builds', async () => {
  const where = 'hover on the sidebar link /concepts → Events';
  const target = '/concepts/events';
  const outcomes = await onBothBuilds(async (build, context) => {
    // No IntersectionObserver: links in view are not prefetched, so what loads comes from the hover.
    await context.addInitScript(() => delete (window as {IntersectionObserver?: unknown}).IntersectionObserver);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await gotoHydrated(page, urlIn(build, '/concepts'));
    await scriptsQuiet(page, scripts, 500);
    const beforeHover = scripts.length;
    await sidebarLink(page, 'Events').hover();
    await docRequested(page, scripts, beforeHover, target);
    await scriptsQuiet(page, scripts, 700, 5000);
    const onHover = await contentRoutes(scripts.slice(beforeHover));
    const beforeClick = scripts.length;
    await markWindow(page);
    await sidebarLink(page, 'Events').click();
    await page.getByRole('heading', {level: 1, name: 'Events'}).waitFor();
    const onClick = await contentRoutes(scripts.slice(beforeClick));
    return {
      'pages loaded on hover': [...onHover].sort().join(', '),
      'target loaded again on click': onClick.has(target),
      url: pathOf(page),
      'full reload': await reloaded(page),
    };
  });
  assertStock(
    where,
    outcomes[0]['pages loaded on hover'] === target,
    `hovering did not load ${target} alone`,
    outcomes[0],
  );
  assertSameOutcome(where, outcomes);
});

/** The docs whose content has been requested so far, but the page's own. */
async function prefetchedDocs(scripts: readonly string[], own: string): Promise<Item[]> {
  return [...(await contentRoutes(scripts))]
    .filter((r) => r !== own)
    .sort()
    .map((route) => ({route}));
}

/** Waits until the page has requested the content of every doc in `expected` (at most `timeoutMs`), then until requests stop. */
async function prefetchesDone(
  page: Page,
  scripts: readonly string[],
  own: string,
  expected: readonly Item[],
  timeoutMs = 8000,
): Promise<Item[]> {
  const deadline = Date.now() + timeoutMs;
  const missing = async () => {
    const got = new Set((await prefetchedDocs(scripts, own)).map((i) => i.route));
    return expected.some((i) => !got.has(i.route));
  };
  while ((await missing()) && Date.now() < deadline) await page.waitForTimeout(250);
  await scriptsQuiet(page, scripts, 1000);
  return prefetchedDocs(scripts, own);
}

// The home page's links lead into the docs, whose routes the patched build has not loaded yet.
for (const own of ['/concepts', '/']) {
  test(`links in view are prefetched once the reader scrolls: the same pages on both builds (${own})`, async () => {
    // Both builds prefetch the links that come into view (lean-runtime changes how the chunks
    // are named and found): compared once the reader has scrolled, counting from the page load;
    // the patched build is given a few seconds to catch up with what the stock one prefetched.
    const where = `prefetch on ${own}`;
    const visit = async (build: Build, stockResult?: {firstScroll: Item[]; end: Item[]}) => {
      const context = await browser().newContext(DESKTOP);
      try {
        const page = await context.newPage();
        const scripts = recordScripts(page);
        await gotoHydrated(page, urlIn(build, own));
        await page.mouse.move(640, 450);
        await page.mouse.wheel(0, 900);
        const firstScroll = await prefetchesDone(page, scripts, own, stockResult?.firstScroll ?? []);
        await page.mouse.wheel(0, 20_000);
        return {firstScroll, end: await prefetchesDone(page, scripts, own, stockResult?.end ?? [])};
      } finally {
        await context.close();
      }
    };
    const stock = await visit(BUILDS[0]);
    const patched = await visit(BUILDS[1], stock);
    if (stock.end.length < 5)
      throw new Error(
        `${where}: the stock build prefetched only ${JSON.stringify(stock.end)}; the scenario needs a page with more links`,
      );
    assertSame(
      [
        diffList(`${where}, after one scroll`, 'doc prefetched', stock.firstScroll, patched.firstScroll),
        diffList(`${where}, after scrolling to the end`, 'doc prefetched', stock.end, patched.end),
      ].filter((d): d is string => d !== undefined),
    );
  });
}

test('a slow navigation shows the route progress bar on both builds, and it goes away', async () => {
  const where = 'slow navigation /concepts → Events';
  const outcomes = await onBothBuilds(async (build, context) => {
    // Data saver: neither build prefetches or preloads, so the click waits for the network.
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: {saveData: true, effectiveType: '4g'},
        configurable: true,
      }),
    );
    const page = await context.newPage();
    await gotoHydrated(page, urlIn(build, '/concepts'));
    await context.route('**/assets/js/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as {sawBar: boolean};
      w.sawBar = false;
      new MutationObserver(() => {
        if (document.querySelector('#nprogress .bar')) w.sawBar = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await sidebarLink(page, 'Events').click();
    await page.getByRole('heading', {level: 1, name: 'Events'}).waitFor();
    const sawBar = await page.evaluate(() => (window as unknown as {sawBar: boolean}).sawBar);
    await page
      .waitForFunction(() => !document.querySelector('#nprogress'), undefined, {timeout: 3000})
      .catch(() => undefined);
    return {
      'bar shown': sawBar,
      'bar gone after the page rendered': await page.evaluate(() => !document.querySelector('#nprogress')),
      url: pathOf(page),
    };
  });
  assertStock(where, outcomes[0]['bar shown'] === true, 'no progress bar was shown', outcomes[0]);
  assertSameOutcome(where, outcomes);
});

/** Where a heading is, from the top of the window, to the nearest 4 px (subpixel layout differs from run to run). */
const headingTop = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id);
    return el ? Math.round(el.getBoundingClientRect().top / 4) * 4 : null;
  }, id);

test('heading links: arriving at one and following the table of contents put the heading at the same place', async () => {
  const where = '/style-guide#diagrams';
  const outcomes = await onBothBuilds(async (build, context) => {
    const page = await context.newPage();
    await gotoHydrated(page, urlIn(build, '/style-guide#diagrams'));
    await settle(page);
    const arrival = await headingTop(page, 'diagrams');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.table-of-contents a[href="#admonitions"]').click();
    await page.waitForTimeout(600);
    await settle(page);
    return {
      '#diagrams top on arrival': arrival,
      'url after the TOC click': pathOf(page),
      '#admonitions top after the TOC click': await headingTop(page, 'admonitions'),
    };
  });
  const arrival = outcomes[0]['#diagrams top on arrival'];
  assertStock(
    where,
    typeof arrival === 'number' && arrival >= 0 && arrival < 200,
    'the heading is not near the top on arrival',
    outcomes[0],
  );
  assertSameOutcome(where, outcomes);
});

test('a client-side navigation to a long page shows all of it, from its top (patch first-screen)', async () => {
  const where = 'sidebar link /guides/developer/first-app → Debug packages';
  const [stock, patched] = await onBothBuilds(async (build, context): Promise<Snapshot> => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await followSidebarLink(page, build, '/guides/developer/first-app', 400, 'Debug packages');
    const {lists} = await page.evaluate(readContent);
    // The page's text, headings, links and inline code (the sidebar and diagrams have tests of their own).
    return {
      values: {
        'page height, in windows': await page.evaluate(() =>
          Math.round(document.documentElement.scrollHeight / window.innerHeight),
        ),
        scrollY: await scrollY(page),
        'full reload': await reloaded(page),
        'uncaught errors': errors.map(errorText).join('; '),
      },
      lists: Object.fromEntries(
        Object.entries(lists).filter(([name]) => name !== 'sidebar item' && name !== 'diagram'),
      ),
    };
  });
  assertStock(where, Number(stock.values['page height, in windows']) >= 4, 'the page is not long', stock.values);
  assertSame(diffSnapshots(where, stock, patched));
});

test('a link to a heading far down another page lands on the heading (patch first-screen)', async () => {
  const where = '/references/cli/console → /references/cli/client#ptb';
  const outcomes = await onBothBuilds(async (build, context) => {
    const page = await context.newPage();
    await gotoHydrated(page, urlIn(build, '/references/cli/console'));
    await markWindow(page);
    await page.locator('main a[href="/references/cli/client#ptb"]').first().click();
    await page.waitForURL((u) => u.pathname === '/references/cli/client' && u.hash === '#ptb', {waitUntil: 'commit'});
    await page.locator('#ptb').waitFor();
    await settle(page);
    return {
      url: pathOf(page),
      '#ptb top': await headingTop(page, 'ptb'),
      'scrolled down': (await scrollY(page)) > 1500,
      'full reload': await reloaded(page),
    };
  });
  const top = outcomes[0]['#ptb top'];
  assertStock(
    where,
    typeof top === 'number' && top >= 0 && top < 200 && outcomes[0]['scrolled down'] === true,
    'the heading is not near the top, far down the page',
    outcomes[0],
  );
  assertSameOutcome(where, outcomes);
});

test('back and forward restore the URL, the content and the scroll position', async () => {
  const where = 'back/forward /concepts ⇄ /concepts/events';
  const outcomes = await onBothBuilds(async (build, context) => {
    const page = await context.newPage();
    await gotoHydrated(page, urlIn(build, '/concepts'));
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(200);
    await sidebarLink(page, 'Events').click();
    await page.getByRole('heading', {level: 1, name: 'Events'}).waitFor();
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(200);
    await page.goBack();
    await page.getByRole('heading', {level: 1, name: 'Concepts'}).waitFor();
    await settle(page);
    const back = {url: pathOf(page), h1: await h1(page), scrollY: await scrollY(page)};
    await page.goForward();
    await page.getByRole('heading', {level: 1, name: 'Events'}).waitFor();
    await settle(page);
    return {
      'back: url': back.url,
      'back: h1': back.h1,
      'back: scrollY': back.scrollY,
      'forward: url': pathOf(page),
      'forward: h1': await h1(page),
      'forward: scrollY': await scrollY(page),
      'full reload': await reloaded(page),
    };
  });
  assertStock(where, outcomes[0]['full reload'] === false, 'back or forward reloaded the page', outcomes[0]);
  assertSameOutcome(where, outcomes);
});

test('crossing sections by links (home → docs, docs ⇄ GraphQL reference, Concepts → Guides → back → a page of the rest group): the same pages on both builds', async () => {
  // The patched build loads each docs plugin's routes when a path first falls in them
  // (plugins/patches/lean-runtime/lazyRoutes.ts): the home page has neither, a doc page
  // not the GraphQL reference's, a GraphQL page not the docs'; within the docs, a Concepts
  // page has only the Concepts group's routes. A hover loads the target page's content in
  // both builds.
  const where =
    'home → /concepts/object-model → /guides/developer/getting-started/sui-install → back → /code-of-conduct, /references/sui-api → GraphQL reference → back, GraphQL → docs';
  const outcomes = await onBothBuilds(async (build, context) => {
    await context.addInitScript(() => delete (window as {IntersectionObserver?: unknown}).IntersectionObserver);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const scripts = recordScripts(page);
    const follow = async (selector: string, hoverFirst: boolean) => {
      const link = page.locator(selector).first();
      const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
      await scriptsQuiet(page, scripts, 500);
      const beforeHover = scripts.length;
      if (hoverFirst) {
        await link.hover();
        await docRequested(page, scripts, beforeHover, target);
      }
      const loadedOnHover = (await contentRoutes(scripts.slice(beforeHover))).has(target);
      const before = await h1(page);
      await link.click();
      await page.waitForFunction(
        (old) => document.querySelector('main h1, article h1')?.textContent?.trim() !== old,
        before,
      );
      return {loadedOnHover, url: pathOf(page), h1: await h1(page)};
    };
    await gotoHydrated(page, urlIn(build, '/'));
    await markWindow(page);
    const homeToDoc = await follow('main a[href="/concepts/object-model"]', true);
    const conceptsToGuides = await follow('footer a[href="/guides/developer/getting-started/sui-install"]', true);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/concepts/object-model');
    await settle(page);
    const backToConcepts = await h1(page);
    const conceptsToRest = await follow('footer a[href="/code-of-conduct"]', true);
    await gotoHydrated(page, urlIn(build, '/references/sui-api'));
    await markWindow(page);
    const docToGraphql = await follow('main article a[href="/references/sui-api/graphql/reference"]', false);
    const graphqlSidebar = await page.locator('nav[aria-label="Docs sidebar"] a').count();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/references/sui-api');
    await settle(page);
    const back = await h1(page);
    await gotoHydrated(page, urlIn(build, '/references/sui-api/graphql/reference/types/objects/object'));
    await markWindow(page);
    const graphqlToDoc = await follow('footer a[href="/references/contribute/contribution-process"]', true);
    return {
      'home → doc: url': homeToDoc.url,
      'home → doc: h1': homeToDoc.h1,
      'home → doc: loaded on hover': homeToDoc.loadedOnHover,
      'Concepts → Guides: url': conceptsToGuides.url,
      'Concepts → Guides: h1': conceptsToGuides.h1,
      'Concepts → Guides: loaded on hover': conceptsToGuides.loadedOnHover,
      'back to Concepts: h1': backToConcepts,
      'Concepts → rest group: url': conceptsToRest.url,
      'Concepts → rest group: h1': conceptsToRest.h1,
      'Concepts → rest group: loaded on hover': conceptsToRest.loadedOnHover,
      'doc → GraphQL: url': docToGraphql.url,
      'doc → GraphQL: h1': docToGraphql.h1,
      'doc → GraphQL: sidebar links': graphqlSidebar,
      'back: h1': back,
      'GraphQL → doc: url': graphqlToDoc.url,
      'GraphQL → doc: h1': graphqlToDoc.h1,
      'GraphQL → doc: loaded on hover': graphqlToDoc.loadedOnHover,
      'doc sidebar links': await page.locator('nav[aria-label="Docs sidebar"] a').count(),
      'full reload': await reloaded(page),
      'uncaught errors': errors.map(errorText).join('; '),
    };
  });
  assertStock(
    where,
    outcomes[0]['home → doc: loaded on hover'] === true &&
      outcomes[0]['GraphQL → doc: loaded on hover'] === true &&
      outcomes[0]['Concepts → Guides: loaded on hover'] === true &&
      outcomes[0]['Concepts → rest group: loaded on hover'] === true,
    'a hover did not load its target',
    outcomes[0],
  );
  assertSameOutcome(where, outcomes);
});

test('a page chunk that fails to load during a client-side navigation ends in the same state on both builds', async () => {
  const where = 'failing chunk on /concepts → Events';
  const target = '/concepts/events';
  const outcomes = await onBothBuilds(async (build, context) => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, urlIn(build, '/concepts'));
    // From here on, the script that holds the target's content fails (also after a reload).
    await context.route('**/assets/js/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (contentRoutesIn(body).has(target)) await route.abort('connectionreset');
      else await route.fulfill({response, body});
    });
    await markWindow(page);
    // From the keyboard: a pointer would first preload the route on hover, whose failure both
    // builds leave uncaught (Docusaurus' <Link>); this is about the navigation's own failure.
    await sidebarLink(page, 'Events').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === target, {timeout: 10_000}).catch(() => undefined);
    await page.waitForLoadState('load');
    await page
      .getByRole('alert')
      .filter({hasText: 'failed to load'})
      .waitFor({timeout: 5000})
      .catch(() => undefined);
    await settle(page, 500);
    return {
      url: pathOf(page),
      'full reload': await reloaded(page),
      h1: await h1(page),
      'error box': await page.evaluate(
        () =>
          document
            .querySelector('[role="alert"]')
            ?.textContent?.replace(/\([\s\S]*\)/, '(…)')
            .trim() ?? null,
      ),
      hydrated: await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true'),
      'uncaught errors': errors.map(errorText).join('; '),
    };
  });
  assertStock(where, outcomes[0]['uncaught errors'] === '', 'an error went uncaught', outcomes[0]);
  assertSameOutcome(where, outcomes);
});

/** The desktop sidebar's state: every item's label, depth, whether it is active, current or collapsed, and what its buttons say. */
const sidebarState = (page: Page): Promise<Item[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLIElement>('nav[aria-label="Docs sidebar"] li.menu__list-item')].map((li) => {
      const link = li.querySelector<HTMLElement>(':scope > a, :scope > div > a');
      const caret = li.querySelector<HTMLElement>(':scope > div > button');
      return {
        label: link?.textContent?.trim() ?? '',
        depth: [...li.className.matchAll(/level-(\d)/g)].map((m) => m[1]).join(''),
        collapsed: li.classList.contains('menu__list-item--collapsed'),
        active: link?.classList.contains('menu__link--active') ?? false,
        'aria-current': link?.getAttribute('aria-current') ?? null,
        'link aria-expanded': link?.getAttribute('aria-expanded') ?? null,
        'caret aria-expanded': caret?.getAttribute('aria-expanded') ?? null,
        'caret aria-label': caret?.getAttribute('aria-label') ?? null,
        shown: li.offsetParent !== null,
      };
    }),
  );

/**
 * Waits until the sidebar's categories have finished opening or closing: Collapsible animates
 * a category's height and hides its list when the transition ends, 200-400 ms after the
 * navigation that opened or closed it (settle() watches the main content only). A build that
 * renders sooner gets further into the animation, so reading during it compares timing.
 */
async function sidebarAtRest(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest(
                'nav[aria-label="Docs sidebar"]',
              ),
          ),
      undefined,
      {timeout: 5000, polling: 'raf'},
    )
    .catch(() => undefined);
  // transitionend, which hides a closed list, comes with the end of the transition.
  await page.waitForTimeout(50);
}

test('a walk of sidebar clicks leaves the same sidebar at each step: active item, open and closed categories', async () => {
  const where = 'sidebar walk from /concepts/object-model';
  const steps: Array<[string, (page: Page) => Promise<void>]> = [
    [
      'a category with a page of its own',
      (page) => page.locator('nav[aria-label="Docs sidebar"] a[href="/concepts/object-ownership"]').first().click(),
    ],
    [
      'a page inside it',
      (page) =>
        page.locator('nav[aria-label="Docs sidebar"] a[href="/concepts/object-ownership/shared"]').first().click(),
    ],
    [
      'another category',
      (page) => page.locator('nav[aria-label="Docs sidebar"] a[href="/concepts/dynamic-fields"]').first().click(),
    ],
    [
      'its caret, closing it',
      (page) =>
        page
          .locator(
            'nav[aria-label="Docs sidebar"] li:has(> div > a[href="/concepts/dynamic-fields"]) > div > button.menu__caret',
          )
          .click(),
    ],
    [
      'a top-level page',
      (page) => page.locator('nav[aria-label="Docs sidebar"] a[href="/concepts/transactions"]').first().click(),
    ],
    ['back', (page) => page.goBack().then(() => undefined)],
    ['back again', (page) => page.goBack().then(() => undefined)],
  ];
  const outcomes = await onBothBuilds(async (build, context) => {
    const page = await context.newPage();
    await gotoHydrated(page, urlIn(build, '/concepts/object-model'));
    const states: Item[][] = [await sidebarState(page)];
    for (const [, step] of steps) {
      await step(page);
      await settle(page);
      await sidebarAtRest(page);
      states.push(await sidebarState(page));
    }
    return states;
  });
  const [stock, patched] = outcomes;
  assertStock(
    where,
    stock[1].some((item) => item.label !== '' && item['aria-current'] === 'page') && stock[4].some((i) => i.collapsed),
    'the walk did not open a page in the sidebar or close a category',
    {},
  );
  const differences = ['start', ...steps.map(([name]) => name)]
    .map((name, i) => diffList(`${where}, after ${name}`, 'sidebar item', stock[i], patched[i]))
    .filter((d): d is string => d !== undefined);
  assertSame(differences);
});
