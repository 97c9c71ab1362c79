/**
 * axe-core in Chromium: injects the pinned axe-core into a page and runs its default rule
 * set (WCAG 2.x A and AA, plus best practices) on the whole document.
 */
import path from 'node:path';
import type {Page} from 'playwright-core';

const AXE_SOURCE = path.join(path.dirname(require.resolve('axe-core/package.json')), 'axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]; failureSummary?: string}[];
}

/** The rules whose outcome depends on colours: all that changes between light and dark mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the page: every default rule, or only `rules`. */
export async function runAxe(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({path: AXE_SOURCE});
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {axe: {run: (ctx: Document, opts: object) => Promise<{violations: AxeViolation[]}>}}
    ).axe;
    const result = await axe.run(document, {resultTypes: ['violations'], ...(only && {runOnly: only})});
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({target: n.target, failureSummary: n.failureSummary})),
    }));
  }, rules);
}

/** One line per violation: the rule, how many nodes, and the first few with axe's reason. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()})`)
      .join('; ');
    return `${where}: ${v.id} [${v.impact}] ${v.help}, ${v.nodes.length} node(s): ${nodes}`;
  });
}
