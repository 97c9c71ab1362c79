/**
 * Runs every content check over the pages under docs/ and the examples; shared by the
 * CLI (scripts/check-content.ts) and the tests, which point it at fixture folders.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {TS_LANGS} from '../../plugins/remark-code-samples/codeSamples';
import {readPage, type Page} from './mdx';
import {error, type Problem} from './problems';
import {
  checkAdmonitions,
  checkTablePipes,
  checkCodeLanguages,
  checkFrontMatter,
  checkLandingLinks,
  checkPlaceholders,
  checkTaskLists,
  checkEmptyTableHeaders,
} from './checks/structure';
import {checkDataBlock} from './checks/data';
import {checkMermaidBlock} from './checks/mermaid';
import {checkMoveBlock} from './checks/move';
import {checkTypeScriptBlocks} from './checks/typescript';
import {checkExamples, checkInclude} from './checks/examples';
import {checkMovedPages} from './checks/redirects';
import {checkTerms, readGlossary} from './checks/glossary';
import {checkVerifiedAgainst, installedSdkVersion, todayUtc} from './checks/verified';

export interface CheckResult {
  pages: Page[];
  problems: Problem[];
  /** Blocks that opted out of their language check, with the reason given. */
  optOuts: {file: string; line: number; reason: string}[];
  counts: {ts: number; move: number; mermaid: number; data: number};
}

/** The MDX/MD pages under `docsDir` (relative to `root`), partials (`_*`) excluded. */
export function listPages(root: string, docsDir: string): string[] {
  return readdirSync(path.join(root, docsDir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((p) => p.startsWith('_')))
    .map((f) => path.posix.join(docsDir, f.split(path.sep).join('/')))
    .sort();
}

export async function checkContent(options: {
  root: string;
  docsDir?: string;
  examples?: boolean;
  /** Check the moved-address map and that no published route disappeared (default: when `root` has config/redirects.json, i.e. the site, not a fixture). */
  movedPages?: boolean;
  log?: (line: string) => void;
  /** The day `verified_against.date` may not be after (YYYY-MM-DD); today in UTC by default. */
  today?: string;
}): Promise<CheckResult> {
  const {root, docsDir = 'docs', examples = true, log = () => undefined, today = todayUtc()} = options;
  const movedPages = options.movedPages ?? existsSync(path.join(root, 'config/redirects.json'));
  const pages = listPages(root, docsDir).map((file) => readPage(root, file));
  const byFile = new Map(pages.map((page) => [page.file, page]));
  // The installed SDK, for the example in a message (a fixture site has none: the running one's).
  const verified = {today, sdk: installedSdkVersion(root) ?? installedSdkVersion(process.cwd())};
  const problems: Problem[] = [];
  // The glossary's terms (config/glossary.json; a fixture without one skips the check).
  const glossary = readGlossary(root);
  if (glossary) problems.push(...glossary.problems);
  const optOuts: CheckResult['optOuts'] = [];
  const counts = {ts: 0, move: 0, mermaid: 0, data: 0};
  const tsBlocks: Parameters<typeof checkTypeScriptBlocks>[0] = [];

  for (const page of pages) {
    if (page.parseError) {
      problems.push(error(page.file, page.parseError.line, `MDX does not parse: ${page.parseError.message}`));
      continue;
    }
    problems.push(
      ...checkFrontMatter(page),
      ...checkCodeLanguages(page),
      ...checkPlaceholders(page),
      ...checkAdmonitions(page),
      ...checkTaskLists(page),
      ...checkEmptyTableHeaders(page),
      ...checkTablePipes(page),
      ...checkVerifiedAgainst(page, byFile, verified),
    );
    problems.push(...checkLandingLinks(page, pages));
    if (glossary?.glossary) problems.push(...checkTerms(page, glossary.glossary));
    for (const block of page.code) {
      if ('nocheck' in block.meta) {
        if (!block.meta.nocheck.trim()) {
          problems.push(
            error(page.file, block.line, 'nocheck needs a reason: nocheck="why this block cannot be checked"'),
          );
        } else {
          optOuts.push({file: page.file, line: block.line, reason: block.meta.nocheck});
        }
        continue;
      }
      if (block.meta.file) {
        problems.push(...checkInclude(root, page, block));
        continue;
      }
      if (block.lang && TS_LANGS.has(block.lang)) {
        tsBlocks.push({page, block});
        counts.ts++;
      } else if (block.lang === 'move') {
        problems.push(...(await checkMoveBlock(page, block)));
        counts.move++;
      } else if (block.lang === 'mermaid') {
        problems.push(...(await checkMermaidBlock(page, block)));
        counts.mermaid++;
      } else if (block.lang === 'json' || block.lang === 'toml') {
        problems.push(...checkDataBlock(page, block));
        counts.data++;
      }
    }
  }
  problems.push(...checkTypeScriptBlocks(tsBlocks));
  if (examples) problems.push(...(await checkExamples(log)));
  if (movedPages) problems.push(...checkMovedPages(root, pages));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {pages, problems, optOuts, counts};
}
