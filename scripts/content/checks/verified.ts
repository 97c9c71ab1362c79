/**
 * `verified_against` in a page's front matter (issue 27): present on every published
 * page, and well formed (the schema and its messages are in config/content.ts). A page
 * that shows TypeScript, in its own code blocks, through an included sample
 * (```ts file=…) or through an imported partial, also names the SDK version.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {TS_LANGS} from '../../../plugins/remark-code-samples/codeSamples';
import {
  SDK_PACKAGE,
  VERIFIED_AGAINST,
  VERIFIED_AGAINST_MISSING,
  validateVerifiedAgainst,
} from '../../../config/content';
import type {Page} from '../mdx';
import {error, warning, type Problem} from '../problems';

/**
 * The installed `@mysten/sui` version, read from its package.json on disk: the package's
 * `exports` map does not expose `./package.json`, so `require` cannot load it.
 */
export function installedSdkVersion(root: string): string | null {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', SDK_PACKAGE, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' && /^\d+\.\d+\.\d+/.test(pkg.version) ? pkg.version : null;
  } catch {
    return null;
  }
}

/** Today's date as YYYY-MM-DD in UTC, the form `verified_against.date` is compared in. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Where `verified_against` is written in the front matter (its line in the file) and its
 * `date` as written: YAML turns an unquoted 2026-02-30 into 2 March, so the check reads
 * the text. Handles the flow form on one line and the block form on indented lines.
 */
export function locateVerifiedAgainst(source: string): {line: number; writtenDate?: string} | undefined {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    if (!new RegExp(`^${VERIFIED_AGAINST}\\s*:`).test(lines[i])) continue;
    let text = lines[i];
    for (let j = i + 1; j < lines.length && /^\s+\S/.test(lines[j]) && lines[j].trim() !== '---'; j++) {
      text += `\n${lines[j]}`;
    }
    const date = /\bdate\s*:\s*(?:"([^"]*)"|'([^']*)'|([^\s,}#]+))/.exec(text.slice(text.indexOf(':') + 1));
    return {line: i + 1, writtenDate: date ? (date[1] ?? date[2] ?? date[3]) : undefined};
  }
  return undefined;
}

const hasTypeScript = (page: Page) => page.code.some((block) => block.lang !== null && TS_LANGS.has(block.lang));

/** The pages a page imports (`import X from '@site/docs/…mdx'` or a relative path), as repository paths. */
function importedPages(page: Page): string[] {
  const imports = [...page.source.matchAll(/^import\s+[\w{}\s,*]+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm)].map((m) => m[1]);
  return imports.map((spec) =>
    spec.startsWith('@site/')
      ? spec.slice('@site/'.length)
      : path.posix.normalize(path.posix.join(path.posix.dirname(page.file), spec)),
  );
}

/** Whether the page shows TypeScript: its own blocks (included samples too) or those of a partial it imports. */
export function showsTypeScript(page: Page, pages: ReadonlyMap<string, Page>, seen = new Set<string>()): boolean {
  if (hasTypeScript(page)) return true;
  seen.add(page.file);
  return importedPages(page).some((file) => {
    const partial = pages.get(file);
    return partial !== undefined && !seen.has(file) && showsTypeScript(partial, pages, seen);
  });
}

/** `today`: YYYY-MM-DD (UTC); `sdk`: the installed SDK version, for the example a message gives. */
export function checkVerifiedAgainst(
  page: Page,
  pages: ReadonlyMap<string, Page>,
  {today, sdk}: {today: string; sdk: string | null},
): Problem[] {
  const value = page.frontMatter[VERIFIED_AGAINST];
  const needsSdk = showsTypeScript(page, pages);
  if (value === undefined) {
    // A draft is never published, so nothing on it has to be verified yet.
    if (page.frontMatter.draft === true) return [];
    const report = VERIFIED_AGAINST_MISSING === 'error' ? error : warning;
    const example = `{date: ${today}, sui: "mainnet-v<release checked>"${needsSdk ? `, sdk: "${SDK_PACKAGE} ${sdk ?? '<version>'}"` : ''}}`;
    return [
      report(
        page.file,
        1,
        `front matter has no ${VERIFIED_AGAINST}: once its facts are checked, add ${VERIFIED_AGAINST}: ${example}` +
          ` (date YYYY-MM-DD, sui <network>-v<version>${needsSdk ? ', sdk "@mysten/sui <version>", required: the page shows TypeScript' : ''})`,
      ),
    ];
  }
  const where = locateVerifiedAgainst(page.source);
  const {issues} = validateVerifiedAgainst(value, {today, needsSdk, writtenDate: where?.writtenDate});
  return issues.map((issue) => error(page.file, where?.line ?? 1, `${issue.key} ${issue.message}`));
}
