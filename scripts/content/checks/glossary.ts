/**
 * Glossary terms (issue 26): every `<Term>` names an entry of config/glossary.json, by its
 * `id` or by its text (plugins/remark-glossary/glossary.ts resolves both, as the build
 * does), and sits in running text, not in a heading or a link (a link in a link is invalid
 * HTML, and a heading's tooltip would land in the table of contents). The data itself must
 * be well formed. `glossaryUsage` counts the pages that use each entry, for
 * `npm run report:content`.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  GLOSSARY_FILE,
  resolveTerm,
  validateGlossary,
  type Glossary,
  type GlossaryEntry,
} from '../../../plugins/remark-glossary/glossary';
import type {Page} from '../mdx';
import {error, type Problem} from '../problems';

/** The glossary under `root`, or its problems; null when the site has no glossary (a fixture). */
export function readGlossary(root: string): {glossary?: Glossary; problems: Problem[]} | null {
  const file = path.join(root, GLOSSARY_FILE);
  if (!existsSync(file)) return null;
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return {problems: [error(GLOSSARY_FILE, 1, `does not parse: ${(e as Error).message}`)]};
  }
  const problems = validateGlossary(entries).map((message) => error(GLOSSARY_FILE, 1, message));
  if (problems.length) return {problems};
  const list = entries as GlossaryEntry[];
  return {glossary: {entries: list, byId: new Map(list.map((e) => [e.id, e]))}, problems};
}

export function checkTerms(page: Page, glossary: Glossary): Problem[] {
  const problems: Problem[] = [];
  for (const term of page.terms) {
    if (!resolveTerm(glossary, term)) {
      const what = term.id === undefined ? `the text "${term.text}"` : `id "${term.id}"`;
      problems.push(
        error(page.file, term.line, `<Term> ${what} is not in ${GLOSSARY_FILE}: add the term there, or give an id`),
      );
    }
    if (term.inside)
      problems.push(error(page.file, term.line, `<Term> inside a ${term.inside}: mark a mention in running text`));
  }
  return problems;
}

/** For each entry, the pages whose `<Term>`s use it (entries no page uses have none). */
export function glossaryUsage(pages: Page[], glossary: Glossary): Map<string, string[]> {
  const usage = new Map(glossary.entries.map((e) => [e.id, [] as string[]]));
  for (const page of pages)
    for (const term of page.terms) {
      const users = usage.get(resolveTerm(glossary, term)?.id ?? '');
      if (users && !users.includes(page.file)) users.push(page.file);
    }
  return usage;
}
