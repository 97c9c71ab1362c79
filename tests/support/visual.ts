/**
 * Visual checks (tests/visual): screenshots compared with committed baselines, and the
 * contrast of link and button text over gradients and images measured from the pixels,
 * which axe and Lighthouse cannot do (they give up on any background that is not one colour).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import {luminance} from '../../config/prismThemes';
import type {Page} from 'playwright-core';
import {ROOT} from '../../scripts/lib/manifest';
import {waitForHydration} from './site';

const BASELINES = path.join(ROOT, 'tests/visual/baselines');
/** Where a failing comparison leaves the new screenshot and the diff image (CI keeps test-results/). */
const RESULTS = path.join(ROOT, 'test-results/visual');
/** `npm run test:visual -- --update` sets it: the screenshots become the baselines. */
export const UPDATING = process.env.VISUAL_UPDATE === '1';

/**
 * Per pixel, pixelmatch's colour threshold (0..1) with anti-aliased pixels not counted;
 * per screenshot, the share of pixels that may differ: a changed word is ~0.1 % of a desktop
 * screen, a recoloured button ~0.5 %, so 0.02 % lets through only rendering noise.
 */
const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.0002;

export interface Comparison {
  /** 'new' when there was no baseline (only while updating), 'updated' when it was replaced. */
  outcome: 'same' | 'different' | 'new' | 'updated' | 'missing';
  diffPixels: number;
  ratio: number;
  /** The diff image (differences in red over the faded baseline), when different. */
  diffPath?: string;
  actualPath?: string;
}

/** Compares a PNG screenshot with the baseline `name`.png; while updating, writes it as the baseline when it differs. */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const baselinePath = path.join(BASELINES, `${name}.png`);
  if (!existsSync(baselinePath)) {
    if (!UPDATING) return {outcome: 'missing', diffPixels: 0, ratio: 1};
    mkdirSync(BASELINES, {recursive: true});
    writeFileSync(baselinePath, actual);
    return {outcome: 'new', diffPixels: 0, ratio: 0};
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  let diffPixels: number;
  let diff: PNG | undefined;
  if (expected.width !== got.width || expected.height !== got.height) {
    diffPixels = got.width * got.height;
  } else {
    diff = new PNG({width: got.width, height: got.height});
    diffPixels = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {threshold: PIXEL_THRESHOLD});
  }
  const ratio = diffPixels / (got.width * got.height);
  if (ratio <= MAX_DIFF_RATIO) return {outcome: 'same', diffPixels, ratio};
  if (UPDATING) {
    writeFileSync(baselinePath, actual);
    return {outcome: 'updated', diffPixels, ratio};
  }
  mkdirSync(RESULTS, {recursive: true});
  const actualPath = path.join(RESULTS, `${name}-actual.png`);
  writeFileSync(actualPath, actual);
  let diffPath: string | undefined;
  if (diff) {
    diffPath = path.join(RESULTS, `${name}-diff.png`);
    writeFileSync(diffPath, PNG.sync.write(diff));
  }
  return {outcome: 'different', diffPixels, ratio, diffPath, actualPath};
}

/**
 * Text that changes without a visual change: a doc page's "Last updated" date (its file's
 * last commit) and "Verified against" line (its front matter), both right-aligned on
 * desktop, so a new date would move the words. Hidden while shooting, their place kept;
 * tests/e2e/doc-footer.test.ts checks how they look.
 */
const UNSTABLE_TEXT = '.theme-last-updated, .theme-doc-verified { visibility: hidden !important; }';

/**
 * Waits until the page looks settled: hydrated, fonts loaded, no request in flight, and two
 * screenshots in a row alike (lazy diagrams and late layout otherwise make the shot flaky).
 */
export async function settledScreenshot(page: Page): Promise<Buffer> {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  const shoot = () => page.screenshot({animations: 'disabled', caret: 'hide', scale: 'css', style: UNSTABLE_TEXT});
  let last = await shoot();
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(250);
    const next = await shoot();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

// ---------------------------------------------------------------------------------------------
// Contrast over gradients and images

export interface TextOverImage {
  /** How a reader would name it: tag, text and the nearest id or class. */
  label: string;
  /** The text colour, as rgba. */
  color: [number, number, number, number];
  large: boolean;
  /** The text's line boxes, viewport pixels. */
  rects: Array<{x: number; y: number; width: number; height: number}>;
}

const MARK = 'data-visual-contrast';

/**
 * The visible link and button texts in an area with a background image (a gradient or a
 * picture), each marked for measureContrast.
 */
export function textsOverImages(page: Page): Promise<TextOverImage[]> {
  return collectTexts(page, 'a, button, [role="button"]', true);
}

/**
 * The visible texts of the elements matching `selector`, whatever is behind them (a colour,
 * a gradient, an image), each marked for measureContrast: for text whose background is not
 * the element's own computed colour (a key cap's gradient, a highlight inside a hit).
 */
function textsMatching(page: Page, selector: string): Promise<TextOverImage[]> {
  return collectTexts(page, selector, false);
}

function collectTexts(page: Page, selector: string, onlyOverImage: boolean): Promise<TextOverImage[]> {
  return page.evaluate(
    ({mark, selector, onlyOverImage}) => {
      const parse = (c: string): [number, number, number, number] => {
        const m = c.match(/rgba?\(([^)]+)\)/);
        if (!m) return [0, 0, 0, 1];
        const parts = m[1]
          .split(/[,\s/]+/)
          .filter(Boolean)
          .map(Number);
        return [parts[0], parts[1], parts[2], parts[3] ?? 1];
      };
      // In an area with a background image: the element or one of its ancestors has one. A button
      // with its own solid colour inside such an area is measured too (its pixels are that colour).
      const overImage = (el: Element): boolean => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          if (getComputedStyle(node).backgroundImage !== 'none') return true;
        }
        return false;
      };
      // Marks of an earlier call on this page would select two elements for one index.
      for (const el of document.querySelectorAll(`[${mark}]`)) el.removeAttribute(mark);
      const found: Array<{
        label: string;
        color: [number, number, number, number];
        large: boolean;
        rects: Array<{x: number; y: number; width: number; height: number}>;
      }> = [];
      let n = 0;
      for (const el of document.querySelectorAll(selector)) {
        const text = (el as HTMLElement).innerText?.trim();
        if (!text || (onlyOverImage && !overImage(el))) continue;
        const range = document.createRange();
        range.selectNodeContents(el);
        const rects = [...range.getClientRects()]
          .filter((r) => r.width > 0 && r.height > 0)
          .filter((r) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth)
          .map((r) => ({x: r.left, y: r.top, width: r.width, height: r.height}));
        if (rects.length === 0) continue;
        const style = getComputedStyle(el);
        const size = parseFloat(style.fontSize);
        const bold = Number(style.fontWeight) >= 700;
        el.setAttribute(mark, String(n++));
        const named = el.id
          ? `#${el.id}`
          : el.className && typeof el.className === 'string'
            ? `.${el.className.split(/\s+/)[0]}`
            : '';
        found.push({
          label: `<${el.tagName.toLowerCase()}${named ? ' ' + named : ''}> "${text.slice(0, 40)}"`,
          color: parse(style.color),
          large: size >= 24 || (size >= 18.66 && bold),
          rects,
        });
      }
      return found;
    },
    {mark: MARK, selector, onlyOverImage},
  );
}

type Rgb = [number, number, number];

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The contrast of a text against the pixels under it: the text is made transparent, its line
 * boxes are captured, and the text colour (composited over each pixel when translucent) is
 * compared with every pixel. Returns a low percentile (the 2nd), so that the lightest part of
 * a gradient counts and a single stray pixel does not.
 */
export async function measureContrast(page: Page, text: TextOverImage, index: number): Promise<number> {
  // Repeated, so it outweighs a page's own !important colour (DocSearch's selected hit: 0,2,1).
  const selector = `[${MARK}="${index}"]`.repeat(4);
  const style = await page.addStyleTag({
    // transition: none, or the capture catches the text fading out (Infima's buttons fade their colour).
    content: `${selector}, ${selector} * { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; transition: none !important; }`,
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  const ratios: number[] = [];
  try {
    for (const rect of text.rects) {
      const clip = {
        x: Math.floor(rect.x),
        y: Math.floor(rect.y),
        width: Math.ceil(rect.width),
        height: Math.ceil(rect.height),
      };
      const png = PNG.sync.read(await page.screenshot({clip, animations: 'disabled', scale: 'css'}));
      const [r, g, b, a] = text.color;
      for (let i = 0; i < png.data.length; i += 4) {
        const bg: Rgb = [png.data[i], png.data[i + 1], png.data[i + 2]];
        const fg: Rgb = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
        ratios.push(contrastRatio(fg, bg));
      }
    }
  } finally {
    await style.evaluate((el) => (el as Element).remove());
  }
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length * 0.02)] ?? 21;
}

/**
 * Measures (measureContrast) the first `limit` visible texts matching `selector` and returns
 * how many were measured and, for each below 4.5:1 (3:1 when large), a line naming it.
 */
export async function lowContrastTexts(
  page: Page,
  selector: string,
  limit = 12,
): Promise<{measured: number; low: string[]; ratios: number[]}> {
  const texts = (await textsMatching(page, selector)).slice(0, limit);
  const low: string[] = [];
  const ratios: number[] = [];
  for (const [i, text] of texts.entries()) {
    const ratio = await measureContrast(page, text, i);
    ratios.push(ratio);
    const needed = text.large ? 3 : 4.5;
    if (ratio < needed) low.push(`${text.label}: ${ratio.toFixed(2)}:1, needs ${needed}:1`);
  }
  return {measured: texts.length, low, ratios};
}
