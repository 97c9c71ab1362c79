import {after, before} from 'node:test';
import {chromium, type Browser, type BrowserContextOptions} from 'playwright-core';
import {CHROMIUM_PATH} from './chromium';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';

export function url(pathname: string): string {
  return new URL(pathname, BASE_URL).toString();
}

export const DESKTOP: BrowserContextOptions = {viewport: {width: 1280, height: 900}};

/**
 * Debian's Chromium, headless, with no traffic to the outside (this machine has no network).
 * Every context defines `__name`: tsx compiles the tests with esbuild's keepNames, which
 * wraps functions passed to `page.evaluate` in calls to that helper.
 */
export async function launchBrowser({handleSIGINT = true}: {handleSIGINT?: boolean} = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Off for a caller that stops its own servers on Ctrl-C (playwright would exit first).
    handleSIGINT,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    return context;
  };
  return browser;
}

/**
 * One browser for all the tests of a file: launched before the first, closed after the
 * last. Returns a getter, since the browser exists only once `before` has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is not launched yet');
    return browser;
  };
}
