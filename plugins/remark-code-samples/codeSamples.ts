/**
 * How a code block's source becomes what readers see. Shared by the remark plugin (the
 * site) and the content check (npm run check:content), so both read samples the same way.
 *
 * - `file=path/from/site/root` (optionally `region=name`) fills the block from a real
 *   file under examples/, so what readers see is what the checks compile and parse.
 *   A region is the text between `// #region name` and `// #endregion` markers,
 *   dedented; marker lines are never shown.
 * - In TypeScript blocks, lines above a `// ---cut---` line are hidden set-up (the
 *   twoslash convention): checked, not shown.
 * - `nocheck="reason"` opts a block out of its language check; the reason is required.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const CUT_MARKER = '// ---cut---';

/** Parses a fence's meta string: `title="a b" file=x.move nocheck` → {title, file, nocheck: ''}. */
export function parseMeta(meta: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of (meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    out[m[1]] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

const REGION_START = /^\s*(?:\/\/|#)\s*#region\s+([\w-]+)\s*$/;
const REGION_END = /^\s*(?:\/\/|#)\s*#endregion\b.*$/;

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}

/** The text of `region` in `source` (all of it when no region), without region markers. */
export function extractRegion(source: string, region: string | undefined, where: string): string {
  const lines = source.replace(/\n$/, '').split('\n');
  if (!region) return lines.filter((l) => !REGION_START.test(l) && !REGION_END.test(l)).join('\n');
  const start = lines.findIndex((l) => REGION_START.exec(l)?.[1] === region);
  if (start < 0) throw new Error(`${where}: no "#region ${region}" marker`);
  let depth = 0;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (REGION_START.test(line)) {
      depth++;
      continue;
    }
    if (REGION_END.test(line)) {
      if (depth === 0) return dedent(body).join('\n');
      depth--;
      continue;
    }
    body.push(line);
  }
  throw new Error(`${where}: "#region ${region}" has no #endregion`);
}

/** Reads the file (and region) a block includes; paths are relative to the site root. */
export function readIncludedCode(siteDir: string, file: string, region?: string): string {
  const full = path.resolve(siteDir, file);
  if (!full.startsWith(path.resolve(siteDir) + path.sep) || !existsSync(full)) {
    throw new Error(`included file "${file}" does not exist`);
  }
  return extractRegion(readFileSync(full, 'utf8'), region, file);
}

/** The lines a reader sees of a TypeScript block: everything after the cut marker, if any. */
export function visibleTypeScript(code: string): string {
  const lines = code.split('\n');
  const cut = lines.findIndex((l) => l.trim() === CUT_MARKER);
  return cut < 0 ? code : lines.slice(cut + 1).join('\n');
}

export const TS_LANGS = new Set(['ts', 'typescript', 'tsx']);
