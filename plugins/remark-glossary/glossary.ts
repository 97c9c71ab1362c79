/**
 * The glossary's data (config/glossary.json): one entry per term, from which the glossary
 * page is built (./index.ts expands its `<Glossary />`) and from which every `<Term>`
 * takes its tooltip, so the page and the tooltips cannot disagree.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface GlossaryEntry {
  /** The anchor of the entry on the glossary page (`/sui-glossary#<id>`); never change it. */
  id: string;
  /** The heading, as the page shows it (Markdown: `code` allowed). */
  term: string;
  /** Other spellings a `<Term>` may be written as (abbreviations, the long form). */
  aliases?: string[];
  /** The tooltip: one plain-text sentence. */
  short: string;
  /** The full entry (Markdown; links relative to docs/references/sui-glossary.mdx). */
  body: string;
}

export interface Glossary {
  entries: GlossaryEntry[];
  byId: Map<string, GlossaryEntry>;
}

/** Where the data lives, relative to the site root. */
export const GLOSSARY_FILE = 'config/glossary.json';
/**
 * The glossary page's route: a `<Term>` links to `${GLOSSARY_ROUTE}#<id>`. src/components/Term
 * writes it out (this module reads files, so it stays out of the browser bundle);
 * tests/e2e/glossary.test.ts checks that the two agree.
 */
export const GLOSSARY_ROUTE = '/sui-glossary';
/** Longest tooltip, in characters. */
export const MAX_SHORT = 200;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Plain text of a term or alias: no backticks, single spaces. */
export const plain = (text: string): string => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/** The letter an entry is listed under: the first letter of its term, code marks ignored. */
export const letterOf = (entry: GlossaryEntry): string => plain(entry.term).charAt(0).toUpperCase();

/** Problems with the data itself, as messages (empty when it is well formed). */
export function validateGlossary(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [`${GLOSSARY_FILE} must be an array of entries`];
  const problems: string[] = [];
  const ids = new Set<string>();
  entries.forEach((e: Partial<GlossaryEntry>, i) => {
    const at = `entry ${i + 1} (${e?.id ?? 'no id'})`;
    for (const key of ['id', 'term', 'short', 'body'] as const)
      if (typeof e?.[key] !== 'string' || !e[key].trim()) problems.push(`${at}: ${key} is missing`);
    if (typeof e?.id === 'string') {
      if (!ID.test(e.id)) problems.push(`${at}: id must be lowercase words joined by "-"`);
      if (ids.has(e.id)) problems.push(`${at}: id "${e.id}" is used twice`);
      ids.add(e.id);
    }
    if (e?.aliases !== undefined && !(Array.isArray(e.aliases) && e.aliases.every((a) => typeof a === 'string')))
      problems.push(`${at}: aliases must be a list of strings`);
    if (typeof e?.short === 'string') {
      if (e.short.length > MAX_SHORT)
        problems.push(`${at}: short is ${e.short.length} characters; at most ${MAX_SHORT}`);
      if (/`|\*\*|\]\(/.test(e.short)) problems.push(`${at}: short is plain text (no code marks, bold or links)`);
    }
  });
  return problems;
}

/** Reads and checks the data; throws with every problem found. */
export function loadGlossary(siteDir: string): Glossary {
  const file = path.join(siteDir, GLOSSARY_FILE);
  const entries = JSON.parse(readFileSync(file, 'utf8')) as GlossaryEntry[];
  const problems = validateGlossary(entries);
  if (problems.length) throw new Error(`${GLOSSARY_FILE}:\n  ${problems.join('\n  ')}`);
  return {entries, byId: new Map(entries.map((e) => [e.id, e]))};
}

/**
 * The entry a `<Term>` refers to: by its `id`, or else by its text, matched against each
 * entry's term and aliases (code marks ignored): exactly, then ignoring case, then without a
 * plural "s" or "es" ("epochs", "addresses"). Undefined when nothing matches.
 */
export function resolveTerm(glossary: Glossary, term: {id?: string; text: string}): GlossaryEntry | undefined {
  if (term.id !== undefined) return glossary.byId.get(term.id);
  const text = plain(term.text);
  const singular = [text, text.replace(/s$/, ''), text.replace(/es$/, '')];
  const forms = (e: GlossaryEntry) => [e.term, ...(e.aliases ?? [])].map(plain);
  for (const word of singular) {
    const exact = glossary.entries.find((e) => forms(e).includes(word));
    if (exact) return exact;
    const lower = word.toLowerCase();
    const folded = glossary.entries.find((e) => forms(e).some((f) => f.toLowerCase() === lower));
    if (folded) return folded;
  }
  return undefined;
}
