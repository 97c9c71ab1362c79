import {chromium, type Browser, type BrowserContext, type BrowserContextOptions} from 'playwright-core';
import {CHROMIUM_PATH} from './chromium';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';

export function url(pathname: string): string {
  return new URL(pathname, BASE_URL).toString();
}

/** Debian's Chromium, headless, with no traffic to the outside (this machine has no network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
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
}

export const DESKTOP: BrowserContextOptions = {viewport: {width: 1280, height: 900}};

/** A fresh context with the given options; page errors are collected so tests can assert there were none. */
export async function newContext(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({...options});
}
