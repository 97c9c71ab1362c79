/**
 * Lighthouse runs for the benchmarks (bench:lighthouse, bench:patches): its default mobile
 * profile (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) in Debian's
 * Chromium, a fresh browser per run.
 */
import {CHROMIUM_PATH, ensureChromium} from '../../tests/support/chromium';

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
}

export interface Lhr {
  categories: Record<string, {score: number | null; auditRefs: {id: string}[]}>;
  audits: Record<string, Audit>;
  runtimeError?: {message: string};
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A category score out of 100. */
export function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** An audit's numeric value (ms for timings), NaN when the run has none. */
export function metric(lhr: Lhr, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? NaN;
}

export interface LighthouseOptions {
  runs?: number;
  /** Lighthouse's desktop profile (no CPU slowdown, desktop screen, fast network) instead of its default mobile one. */
  desktop?: boolean;
  /**
   * Whether chrome-launcher kills Chromium and exits the process on SIGINT (its default).
   * A caller with servers of its own to stop turns it off and calls `killLighthouseChromes`.
   */
  handleSIGINT?: boolean;
}

/** `runs` Lighthouse runs on `url`; throws when one fails. */
export async function lighthouseRuns(
  url: string,
  {runs = 1, handleSIGINT = true, desktop = false}: LighthouseOptions = {},
): Promise<Lhr[]> {
  ensureChromium();
  // Both are ES modules only.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // Lighthouse's own desktop preset (lighthouse/core/config/desktop-config.js).
  const config = desktop
    ? ((await import('lighthouse/core/config/desktop-config.js')) as {default: object}).default
    : undefined;
  const results: Lhr[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: no cache, no state carried over.
    const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT});
    try {
      const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'}, config);
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr || lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      results.push(lhr);
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

/** Kills every Chromium that lighthouseRuns started and has not closed yet. */
export async function killLighthouseChromes(): Promise<void> {
  const chromeLauncher = await import('chrome-launcher');
  await chromeLauncher.killAll();
}
