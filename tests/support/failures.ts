/**
 * Helpers for the tests of what a reader sees when part of the site fails to load: the
 * widths and colour modes they run in, the page's horizontal overflow, and the WCAG
 * contrast of an element's text over its own background, from the computed colours.
 */
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core';
import {contrastRatio as pixelContrast} from './visual';

export const WIDTHS = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}} as const;
export type Width = keyof typeof WIDTHS;
export type Mode = 'light' | 'dark';

/** Every width in both colour modes, for the checks where colour matters. */
export const WIDTHS_AND_MODES: ReadonlyArray<{width: Width; mode: Mode}> = (['desktop', 'phone'] as const).flatMap(
  (width) => (['light', 'dark'] as const).map((mode) => ({width, mode})),
);

/** A context at that width whose pages open in that colour mode (the toggle's storage slot, read before the first paint). */
export async function contextIn(browser: Browser, width: Width, mode: Mode = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({viewport: WIDTHS[width], colorScheme: mode});
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  return context;
}

/** How far the page is wider than the window (0: no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether an element's box lies within the window horizontally and starts on the first screen. */
export async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.x + box.width <= size.width + 0.5 && box.y < size.height && box.y + box.height > 0;
}

function parseColour(css: string): [number, number, number, number] {
  const parts = css.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3) throw new Error(`not an rgb() colour: ${css}`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** WCAG contrast ratio of two opaque rgb() colours. */
function contrastRatio(foreground: string, background: string): number {
  const rgb = (css: string) => parseColour(css).slice(0, 3) as [number, number, number];
  return pixelContrast(rgb(foreground), rgb(background));
}

/**
 * The contrast of an element's text over the background it is drawn on: its own or the
 * nearest ancestor's that is not transparent (the white canvas if none is). Throws on a translucent background, where
 * the computed colours alone cannot tell.
 */
export async function textContrast(locator: Locator): Promise<{ratio: number; color: string; background: string}> {
  const {color, background} = await locator.evaluate((el) => {
    // With no background anywhere up to the root, the canvas: white.
    let bg = 'rgb(255, 255, 255)';
    for (let node: Element | null = el; node; node = node.parentElement) {
      const own = getComputedStyle(node).backgroundColor;
      if (!/rgba\(.*,\s*0\)$/.test(own) && own !== 'transparent') {
        bg = own;
        break;
      }
    }
    return {color: getComputedStyle(el).color, background: bg};
  });
  if (parseColour(background)[3] < 1 || parseColour(color)[3] < 1)
    throw new Error(`translucent colours: ${color} on ${background}`);
  return {ratio: contrastRatio(color, background), color, background};
}
