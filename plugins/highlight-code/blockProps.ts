/**
 * The properties plugins/highlight-code/remark.ts puts on a code block for what the theme
 * would otherwise parse in the browser, written by the build (`encode*`) and read by
 * src/theme/CodeBlock (`decode*`, `shownCode`), in one place so they stay inverse:
 * - `drop`: the lines (0-based, after the last line break is removed, split as the theme
 *   splits) that magic comments take out, comma-separated; set only when the shown code
 *   differs from the code without its last line break;
 * - `hl`: the lines' class names, `classes:line,line` groups joined by `;`.
 */

/** The indices of the lines of `input` (as the theme splits it) that `shown` no longer has. */
export function droppedLines(input: string, shown: string): number[] | undefined {
  const trimmed = input.replace(/\r?\n$/, '');
  if (shown === trimmed) return undefined;
  const lines = trimmed.split(/\r?\n/);
  const kept = shown.split('\n');
  const drop: number[] = [];
  let next = 0;
  lines.forEach((line, i) => {
    if (next < kept.length && line === kept[next]) next += 1;
    else drop.push(i);
  });
  if (shownCode(input, drop.join(',')) !== shown) {
    throw new Error(`plugins/highlight-code: cannot tell which lines the theme removes from:\n${input}`);
  }
  return drop;
}

/** The code a block shows: without its last line break, and without the `drop` lines when given. */
export function shownCode(input: string, drop: string | undefined): string {
  const code = input.replace(/\r?\n$/, '');
  if (drop === undefined) return code;
  const dropped = drop.split(',');
  return code
    .split(/\r?\n/)
    .filter((_, i) => !dropped.includes(String(i)))
    .join('\n');
}

/** `hl`: each set of class names with the lines that get it, or undefined for none. */
export function encodeLineClassNames(lineClassNames: Record<number, string[]>): string | undefined {
  const groups = new Map<string, number[]>();
  for (const [line, classes] of Object.entries(lineClassNames)) {
    const key = classes.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), Number(line)]);
  }
  if (groups.size === 0) return undefined;
  return [...groups].map(([classes, lines]) => `${classes}:${lines.join(',')}`).join(';');
}

/** `hl` back to the theme's `lineClassNames`. */
export function decodeLineClassNames(hl: string | undefined): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const group of hl ? hl.split(';') : []) {
    const colon = group.lastIndexOf(':');
    for (const line of group.slice(colon + 1).split(',')) out[+line] = group.slice(0, colon).split(' ');
  }
  return out;
}
