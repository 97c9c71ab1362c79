/**
 * Query understanding: how text becomes search terms, for the pages when the index is
 * built and for the reader's query when it is searched. One module, used through
 * ./engine.ts by the browser (the search worker, or the page when no worker can start),
 * the `npm run search` CLI, the relevance suites and the benchmark, so all of them read a
 * query alike:
 * - words and identifiers: `splitCoins`, `split_coins`, `SuiClient.getObject`,
 *   `0x2::coin` give their parts as well as the whole identifier;
 * - question and filler words ("how do I", "what is", "my", "can I") are dropped;
 * - a light English stemmer, so that stake, stakes, staked and staking meet;
 * - reader shorthands and concepts (config/search-synonyms.json), so that "log in with
 *   google" also looks for zkLogin and "2 of 3 signatures" for multisig.
 * Nothing here depends on MiniSearch, so the page can import it alone.
 */
import synonyms from '../../config/search-synonyms.json';
import {MAX_QUERY_LENGTH} from './limits';

/** Most distinct terms a query is searched with (the rest is ignored). */
export const MAX_QUERY_TERMS = 12;

/**
 * Words that carry no meaning in a search: articles, pronouns, prepositions, auxiliaries,
 * and the question and filler words readers type around what they want. Dropped from the
 * pages and from queries alike.
 */
export const STOP_WORDS = new Set(
  (
    'a about also am an and any anyone anything are aren as at be been being but by can cannot could did didn do ' +
    'does doesn doing don done equivalent equivalents for from had has have having he her here him his how i if in into is it its just me might more most ' +
    'many much must my need needs no nor of off on once only or other our out over please possible same she should so ' +
    'some something such than that the their them then there these they this those through to too ' +
    'up us versus very via want wants was way ways we were what whats when where whether which while who whom why ' +
    'will with within without won would you your yours'
  ).split(' '),
);

const VOWEL = /[aeiouy]/;

/**
 * A light English stemmer (suffix folding, not a dictionary): plurals, -ing, -ed and a
 * final -e, so that stake / stakes / staked / staking → `stak` and upgrade / upgrades /
 * upgraded / upgrading → `upgrad`. Words with digits or under 4 letters stay as they are.
 */
export function stem(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ch|sh|x|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

  let cut: string | null = null;
  if (w.endsWith('ing') && w.length >= 6) cut = w.slice(0, -3);
  else if (w.endsWith('ied') && w.length >= 5) return `${w.slice(0, -3)}y`;
  else if (w.endsWith('ed') && w.length >= 5 && !w.endsWith('eed')) cut = w.slice(0, -2);
  if (cut !== null && VOWEL.test(cut)) {
    // running → run, stopped → stop (but not fall, pass, buzz).
    if (/([b-df-hj-km-np-rtv-z])\1$/.test(cut) && !/(?:ll|ss|zz)$/.test(cut)) cut = cut.slice(0, -1);
    w = cut;
  }
  if (w.length > 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** One word of text → its index term (lower case, stemmed), or null for a stop word. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t.length === 0 || STOP_WORDS.has(t)) return null;
  return stem(t);
}

/** Letters, digits and `_`: a word, or an identifier such as `split_coins` or `0x2`. */
export const WORD = /[\p{L}\p{N}_]+/gu;

/** The parts of a camelCase or snake_case identifier (one part for a plain word). */
export function identifierParts(word: string): string[] {
  return word.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
}

/** Words, plus the parts of camelCase and snake_case identifiers (GraphQL and Move names). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    tokens.push(word);
    const parts = identifierParts(word);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/**
 * Processed terms of a phrase, stop words left out, in order; with `parts`, an identifier's
 * parts too (public_transfer: public, transfer), as the index has them.
 */
export function phraseTerms(phrase: string, {parts = true} = {}): string[] {
  const terms: string[] = [];
  for (const match of phrase.matchAll(WORD)) {
    for (const part of [match[0], ...(parts ? identifierParts(match[0]) : [])]) {
      const term = processTerm(part);
      if (term && !terms.includes(term)) terms.push(term);
    }
  }
  return terms;
}

/**
 * One word of the query as it is searched: the whole word (an identifier matched whole),
 * or all of its parts together (`splitCoins` → split + coin), or the shorthand's
 * expansion (`ptb` → programmable transaction block).
 */
export interface QueryWord {
  /** The processed word. */
  term: string;
  /** The word as typed, in lower case. */
  typed: string;
  /** An identifier's parts, processed (several), else none. */
  parts: string[];
  /** A shorthand's expansion, processed. */
  expansion: string[] | null;
  /** The last word of the query, which the reader may still be typing. */
  last: boolean;
}

/** A concept the query names in the reader's words, and the words of the pages that explain it. */
export interface QueryConcept {
  /** Processed terms of the pages' words, all required. */
  find: string[];
  /** The query words (indices into `words`) the concept stands for. */
  covers: number[];
  /**
   * The covered words inside the concept's pattern match ("sui" in "how fast is sui"): part
   * of the reader's phrasing of the concept, not a subject of their own.
   */
  phrased: number[];
}

export interface ParsedQuery {
  words: QueryWord[];
  concepts: QueryConcept[];
  /**
   * The query reads as a sentence ("enum in move", "what is the maximum object size"): it
   * has a question or filler word and no identifier. Such a reader wants an explanation
   * more than a generated reference entry whose name happens to contain the words.
   */
  prose: boolean;
}

interface SynonymData {
  shorthands: Record<string, string>;
  concepts: {when: string[]; pattern?: string; find: string}[];
}

const DATA = synonyms as SynonymData;

/** Shorthands by processed term. */
export const SHORTHANDS: ReadonlyMap<string, string[]> = new Map(
  Object.entries(DATA.shorthands).map(([from, to]) => [processTerm(from) ?? from, phraseTerms(to)]),
);

interface Concept {
  triggers: string[][];
  pattern: RegExp | null;
  find: string[];
}

const CONCEPTS: Concept[] = DATA.concepts.map((c) => ({
  // A query's terms are its whole words (an identifier's parts are searched beside it, not
  // as terms), so a `when` phrase naming public_transfer must not require "public" too.
  triggers: c.when.map((w) => phraseTerms(w, {parts: false})).filter((t) => t.length > 0),
  pattern: c.pattern ? new RegExp(c.pattern, 'iu') : null,
  find: phraseTerms(c.find),
}));

/**
 * Question phrases that ask for a kind of answer (a duration, a count) rather than name
 * the subject: "how long is an epoch" is about epochs, not about the word "long".
 */
const QUESTION_PHRASES = /\bhow\s+(?:long|many|much|often|soon|fast)\b/giu;
/** The endings of contractions and possessives (I'm, what's, validator's, don't): no subject there. */
const CONTRACTION = /(\p{L})['’](?:s|m|re|ve|ll|d|t)\b/giu;

/** The raw text searched: cut to the query limit, question phrases and contractions' endings out. */
export function searchedText(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH).replace(QUESTION_PHRASES, ' ').replace(CONTRACTION, '$1');
}

/** An identifier as typed: camelCase, snake_case, a Move path (`0x2::coin`), a dotted call or a hex address. */
const IDENTIFIER = /[a-z0-9][A-Z]|\w_\w|::|\w\.\w|\b0x[0-9a-f]/u;

/** Whether the query reads as a sentence: a stop word among its words and no identifier. */
export function isProse(query: string): boolean {
  const raw = query.slice(0, MAX_QUERY_LENGTH);
  return !IDENTIFIER.test(raw) && [...raw.matchAll(WORD)].some((m) => STOP_WORDS.has(m[0].toLowerCase()));
}

/** Reads a query: its words (stop words out, at most MAX_QUERY_TERMS) and the concepts it names. */
export function parseQuery(query: string): ParsedQuery {
  const text = searchedText(query);
  const words: QueryWord[] = [];
  const matches = [...text.matchAll(WORD)];
  // The last word is being typed unless the query ends with a space or punctuation.
  const typing = matches.length > 0 && matches.at(-1)!.index + matches.at(-1)![0].length === text.length;
  for (const match of matches) {
    const term = processTerm(match[0]);
    if (!term || words.some((w) => w.term === term)) continue;
    // One-letter parts (the E of a Move error constant such as EInsufficientBalance) say nothing.
    const parts = identifierParts(match[0])
      .map((p) => processTerm(p))
      .filter((p): p is string => Boolean(p) && p!.length > 1);
    const expansion = SHORTHANDS.get(term) ?? null;
    words.push({
      term,
      typed: match[0].toLowerCase(),
      parts: parts.length > 1 ? [...new Set(parts)] : [],
      expansion: expansion && !(expansion.length === 1 && expansion[0] === term) ? expansion : null,
      last: false,
    });
    if (words.length === MAX_QUERY_TERMS) break;
  }
  if (words.length > 0 && typing && words.at(-1)!.term === processTerm(matches.at(-1)![0])) words.at(-1)!.last = true;

  const terms = words.map((w) => w.term);
  const concepts: QueryConcept[] = [];
  for (const concept of CONCEPTS) {
    const covers = new Set<number>();
    const phrased = new Set<number>();
    for (const trigger of concept.triggers) {
      if (trigger.every((t) => terms.includes(t))) for (const t of trigger) covers.add(terms.indexOf(t));
    }
    // On the query as typed: a pattern may name a question phrase ("how fast") that `text` drops.
    const patternMatch = concept.pattern?.exec(query.slice(0, MAX_QUERY_LENGTH));
    if (patternMatch) {
      for (const t of phraseTerms(patternMatch[0])) {
        if (!terms.includes(t)) continue;
        covers.add(terms.indexOf(t));
        phrased.add(terms.indexOf(t));
      }
    }
    if (covers.size > 0 || patternMatch) {
      if (!concepts.some((c) => c.find.join(' ') === concept.find.join(' ')))
        concepts.push({
          find: concept.find,
          covers: [...covers].sort((a, b) => a - b),
          phrased: [...phrased].sort((a, b) => a - b),
        });
    }
  }
  return {words, concepts, prose: isProse(query)};
}

/** Every term the synonym data points to, processed: each must be in the index. */
export function synonymTargets(): {source: string; terms: string[]}[] {
  return [
    ...Object.entries(DATA.shorthands).map(([from, to]) => ({
      source: `shorthand "${from}" → "${to}"`,
      terms: phraseTerms(to),
    })),
    ...DATA.concepts.map((c) => ({source: `concept → "${c.find}"`, terms: phraseTerms(c.find)})),
  ];
}
