/**
 * The registry of deviations (plugins/patches/registry.ts) as the Markdown tables that
 * ARCHITECTURE.md carries between its `<!-- registry:… -->` markers. `npm run
 * registry:table -- --write` rewrites them; tests/unit/architecture-doc.test.ts fails when
 * the document and the registry disagree.
 */
import {PATCHES, SWIZZLES, type Upstream} from '../../plugins/patches/registry';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const upstreamCell = (upstream: ReadonlyArray<Upstream>) =>
  upstream.map((u) => `${u.package} ${u.writtenAgainst} (${u.range})`).join('<br>');

export function patchesTable(): string {
  const rows = PATCHES.map((p) =>
    [
      `\`${p.name}\``,
      p.kind,
      p.mechanism,
      p.replaces,
      upstreamCell(p.upstream),
      p.why,
      p.gain,
      p.risk,
      `\`SUI_DOCS_STOCK=${p.name}\``,
    ].map(cell),
  );
  return table(
    ['Patch', 'Kind', 'How', 'Replaces', 'Upstream (range)', 'Why', 'Measured gain', 'Risk', 'Switch off'],
    rows,
  );
}

export function swizzlesTable(): string {
  const rows = SWIZZLES.map((s) =>
    [
      `\`${s.component}\``,
      s.how,
      `\`${s.upstreamFile}\` (${s.writtenAgainst})`,
      s.why,
      s.patch ? `with \`SUI_DOCS_STOCK=${s.patch}\`` : `stays: ${s.stays ?? ''}`,
    ].map(cell),
  );
  return table(['Component', 'How', 'Upstream file', 'Why', 'Switch off'], rows);
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const SECTIONS = {patches: patchesTable, swizzles: swizzlesTable} as const;

/** The document with each marked section replaced by its current table. */
export function withTables(doc: string): string {
  let out = doc;
  for (const [name, make] of Object.entries(SECTIONS)) {
    const re = new RegExp(`(<!-- registry:${name} -->)[\\s\\S]*?(<!-- /registry:${name} -->)`);
    if (!re.test(out))
      throw new Error(`ARCHITECTURE.md has no <!-- registry:${name} --> … <!-- /registry:${name} --> section`);
    out = out.replace(re, (_m, open: string, close: string) => `${open}\n${make()}\n${close}`);
  }
  return out;
}
