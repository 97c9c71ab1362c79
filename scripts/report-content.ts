/**
 * `npm run report:content`: per section and in total, the pages, the pages still
 * `status: outline`, prose words (code excluded), code blocks by language, diagrams, and
 * the pages under the depth CONTENT.md sets (leaf 450 words, landing 150; snippets exempt).
 * Then `verified_against` (scripts/content/verification.ts): the pages checked more than
 * 90 days ago, against an SDK older than the installed `@mysten/sui`, or not at all.
 * `--json` prints the same figures as JSON (the verification under `verification`);
 * `--folders` splits sections one level down (guides/developer, guides/operator, …).
 * Last, the glossary: how many pages mark terms with `<Term>`, and the entries of
 * config/glossary.json that no page marks (in the JSON: `glossary`).
 */
import {MIN_WORDS, OUTLINE} from '../config/content';
import {ROOT} from './lib/manifest';
import {listPages} from './content/run';
import {readPage, wordCount, type Page} from './content/mdx';
import {isLanding} from './content/checks/structure';
import {installedSdkVersion, todayUtc} from './content/checks/verified';
import {formatVerificationReport, verificationReport} from './content/verification';
import {glossaryUsage, readGlossary} from './content/checks/glossary';

/** Glossary entries by use: the pages marking terms, the terms used, the entries no page marks. */
function glossaryReport(pages: Page[]): {pagesMarking: number; used: number; unused: string[]} | null {
  const glossary = readGlossary(ROOT)?.glossary;
  if (!glossary) return null;
  const usage = [...glossaryUsage(pages, glossary)];
  return {
    pagesMarking: pages.filter((p) => p.terms.length > 0).length,
    used: usage.filter(([, users]) => users.length > 0).length,
    unused: usage.filter(([, users]) => users.length === 0).map(([id]) => id),
  };
}

interface SectionReport {
  pages: number;
  outline: number;
  words: number;
  codeBlocks: Record<string, number>;
  diagrams: number;
  underDepth: string[];
}

const byFolder = process.argv.includes('--folders');
const sectionOf = (file: string) => {
  const parts = file.split('/');
  if (parts.length <= 2) return '(top level)';
  return byFolder && parts.length > 3 ? `${parts[1]}/${parts[2]}` : parts[1];
};

function add(report: SectionReport, page: Page): void {
  report.pages++;
  if (page.frontMatter.status === OUTLINE) report.outline++;
  const words = wordCount(page.prose);
  report.words += words;
  for (const block of page.code) {
    const lang = block.lang ?? '(none)';
    if (lang === 'mermaid') report.diagrams++;
    else report.codeBlocks[lang] = (report.codeBlocks[lang] ?? 0) + 1;
  }
  const snippet = page.file.startsWith('docs/snippets/');
  const min = isLanding(page) ? MIN_WORDS.landing : MIN_WORDS.leaf;
  if (!snippet && words < min) report.underDepth.push(`${page.file} (${words} words)`);
}

function main(): void {
  const pages = listPages(ROOT, 'docs')
    .map((file) => readPage(ROOT, file))
    .filter((p) => p.frontMatter.draft !== true);
  const empty = (): SectionReport => ({pages: 0, outline: 0, words: 0, codeBlocks: {}, diagrams: 0, underDepth: []});
  const sections = new Map<string, SectionReport>();
  const total = empty();
  for (const page of pages) {
    const name = sectionOf(page.file);
    if (!sections.has(name)) sections.set(name, empty());
    add(sections.get(name)!, page);
    add(total, page);
  }
  const rows = [...[...sections.entries()].sort(([a], [b]) => a.localeCompare(b)), ['TOTAL', total] as const];
  const verification = verificationReport(pages, {today: todayUtc(), installedSdk: installedSdkVersion(ROOT)});
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({...Object.fromEntries(rows), verification, glossary: glossaryReport(pages)}, null, 2));
    return;
  }
  const code = (r: SectionReport) =>
    Object.entries(r.codeBlocks)
      .sort(([, a], [, b]) => b - a)
      .map(([lang, n]) => `${lang} ${n}`)
      .join(', ') || '-';
  const width = Math.max(14, ...rows.map(([name]) => name.length));
  console.log(`${'section'.padEnd(width)} pages  outline  prose words  diagrams  under depth  code blocks`);
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(width)} ${String(r.pages).padStart(5)}  ${String(r.outline).padStart(7)}  ${String(r.words).padStart(11)}  ${String(r.diagrams).padStart(8)}  ${String(r.underDepth.length).padStart(11)}  ${code(r)}`,
    );
  }
  if (process.argv.includes('--list')) {
    console.log('\nPages under the depth CONTENT.md sets:');
    for (const line of total.underDepth) console.log(`  ${line}`);
  } else {
    console.log(`\n${total.underDepth.length} page(s) under the depth CONTENT.md sets; run with --list to name them.`);
  }
  console.log(`\n${formatVerificationReport(verification).join('\n')}`);
  const glossary = glossaryReport(pages);
  if (glossary) {
    console.log(
      `\nGlossary: ${glossary.pagesMarking} page(s) mark terms with <Term>; ${glossary.used} entries used, ${glossary.unused.length} used by no page:`,
    );
    console.log(`  ${glossary.unused.join(', ') || '(none)'}`);
  }
}

main();
