/**
 * The one ranking of the local search, shared by the browser (the DocSearch modal and
 * /search), the `npm run search` CLI and the relevance suite, so all three rank alike.
 * MiniSearch (BM25+) over records per page and per h2/h3 section; prefix matching on the
 * last word, typo tolerance on longer words, a few synonyms, and all words required
 * unless that finds nothing.
 */
import MiniSearch, {type Options, type Query, type SearchResult} from 'minisearch';
import {MAX_QUERY_LENGTH} from './limits';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3';

/** One searchable record, as extracted from a rendered page. */
export interface SearchRecord {
  /** Site-relative path, with `#anchor` for a section. */
  url: string;
  type: RecordType;
  /** lvl0 = section, lvl1 = page title, lvl2/lvl3 = headings. */
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  /** Page keywords (front matter), on the page record only. */
  keywords: string;
  /** The record's own text: the page intro or the section body. */
  content: string;
  /** Ranking weight: generated reference pages weigh less than written pages. */
  weight: number;
}

/** A record as the index file gives it back (its text lives in the snippet shards). */
export type IndexedDoc = [
  url: string,
  type: RecordType,
  lvl0: number,
  lvl1: string,
  lvl2: string | null,
  lvl3: string | null,
  weight: number,
  shard: number,
];

/** `search-index/manifest.json`: the only file with a fixed name; the rest are content-hashed. */
export interface Manifest {
  version: 1;
  index: string;
  shards: string[];
  records: number;
}

export const MANIFEST_PATH = 'search-index/manifest.json';

const MAX_QUERY_TERMS = 12;
/** Shortest last word completed as a prefix. */
const MIN_PREFIX = 2;

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its of on or that the this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Reader shorthands → the words the pages use. Keys are single processed terms. */
export const SYNONYMS: Record<string, string> = {
  ptb: 'programmable transaction block',
  ptbs: 'programmable transaction block',
  tx: 'transaction',
  txn: 'transaction',
  txs: 'transaction',
  df: 'dynamic field',
  dof: 'dynamic object field',
  nft: 'nft',
  otw: 'one time witness',
  zk: 'zklogin',
  rpc: 'rpc',
  gql: 'graphql',
  ts: 'typescript',
  sdk: 'sdk',
  pos: 'proof of stake',
  dpos: 'delegated proof of stake',
  msig: 'multisig',
  cli: 'cli',
};

/** Lower-cases, drops stop words and folds simple English plurals. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t.length === 0 || STOP_WORDS.has(t)) return null;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us') && !t.endsWith('is'))
    return t.slice(0, -1);
  return t;
}

const WORD = /[\p{L}\p{N}_]+/gu;

/** Words, plus the parts of camelCase and snake_case identifiers (GraphQL and Move names). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    tokens.push(word);
    const parts = word.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

export const FIELDS = ['lvl1', 'lvl2', 'lvl3', 'keywords', 'content'] as const;

export const MINISEARCH_OPTIONS: Options<SearchRecord & {id: number}> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

/** Builds the MiniSearch index over records; ids are the records' positions. */
export function buildMiniSearch(records: SearchRecord[]): MiniSearch<SearchRecord & {id: number}> {
  const miniSearch = new MiniSearch<SearchRecord & {id: number}>(MINISEARCH_OPTIONS);
  miniSearch.addAll(records.map((record, id) => ({...record, id})));
  return miniSearch;
}

/** Typo tolerance grows with word length: none under 4 letters, 1 edit under 6, then 2. */
function fuzziness(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 6 ? 1 : 2;
}

/** The query's processed terms, capped; empty when nothing is searchable. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(query.slice(0, MAX_QUERY_LENGTH))) {
    const term = processTerm(token);
    if (term && !terms.includes(term)) terms.push(term);
  }
  return terms.slice(0, MAX_QUERY_TERMS);
}

const BOOST = {lvl1: 5, lvl2: 3, lvl3: 2.5, keywords: 3, content: 1};

export interface RankedHit {
  id: number;
  score: number;
  /** The document terms that matched (after fuzzy and prefix expansion), for highlighting. */
  terms: string[];
}

export interface SearchIndex {
  docs: IndexedDoc[];
  lvl0: string[];
  miniSearch: MiniSearch<SearchRecord & {id: number}>;
}

/**
 * Ranks every matching record, best first. All words must match; if that finds
 * nothing, any word may. A synonym counts as an alternative to the word it expands.
 */
export function rank(index: SearchIndex, query: string): RankedHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const last = terms.length - 1;
  const termQuery = (term: string, i: number): Query => {
    const synonym = SYNONYMS[term];
    // A one-letter prefix would expand to thousands of terms for little meaning.
    const options = {prefix: i === last && term.length >= MIN_PREFIX, fuzzy: fuzziness(term)};
    if (!synonym || synonym === term) return {...options, queries: [term]};
    return {
      combineWith: 'OR',
      queries: [
        {...options, queries: [term]},
        {combineWith: 'AND', prefix: false, fuzzy: false, queries: [synonym]},
      ],
    };
  };
  const run = (combineWith: 'AND' | 'OR'): SearchResult[] =>
    index.miniSearch.search(
      {combineWith, queries: terms.map(termQuery)},
      {
        boost: BOOST,
        weights: {fuzzy: 0.3, prefix: 0.6},
        maxFuzzy: 3,
        boostDocument: (id) => index.docs[id as number]?.[6] ?? 1,
      },
    );
  let results = run('AND');
  if (results.length === 0 && terms.length > 1) results = run('OR');
  return results.map((r) => ({id: r.id as number, score: r.score, terms: r.terms}));
}

/** A hit in the shape hosted DocSearch returns (and the theme reads). */
export interface DocSearchHit {
  objectID: string;
  url: string;
  type: RecordType | 'content';
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function isMatch(word: string, matched: Set<string>): boolean {
  const term = processTerm(word);
  return term !== null && matched.has(term);
}

/** Escapes text and wraps the matched words in <mark> (the theme renders it as HTML). */
export function highlight(text: string, matched: Set<string>): HighlightValue {
  let out = '';
  let from = 0;
  const words: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    out += escapeHtml(text.slice(from, m.index));
    if (isMatch(word, matched)) {
      out += `<mark>${escapeHtml(word)}</mark>`;
      words.push(word.toLowerCase());
    } else {
      out += escapeHtml(word);
    }
    from = m.index + word.length;
  }
  out += escapeHtml(text.slice(from));
  return {value: out, matchLevel: words.length === 0 ? 'none' : 'full', matchedWords: [...new Set(words)]};
}

/** A window of about `words` words around the first match, with … where text was cut. */
export function snippet(text: string, matched: Set<string>, words = 24): HighlightValue {
  const spans = [...text.matchAll(WORD)];
  if (spans.length <= words) return highlight(text, matched);
  const first = Math.max(
    0,
    spans.findIndex((m) => isMatch(m[0], matched)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(words / 4), spans.length - words));
  const end = Math.min(spans.length, start + words);
  const from = start === 0 ? 0 : spans[start]!.index;
  const lastSpan = spans[end - 1]!;
  const to = end === spans.length ? text.length : lastSpan.index + lastSpan[0].length;
  const result = highlight(text.slice(from, to), matched);
  result.value = `${start > 0 ? '…' : ''}${result.value}${end < spans.length ? '…' : ''}`;
  return result;
}

/**
 * Turns a ranked hit into the hosted-DocSearch shape. `content` is the record's text
 * from its snippet shard (null while not loaded); `origin` makes the url absolute.
 */
export function toDocSearchHit(
  index: SearchIndex,
  hit: RankedHit,
  content: string | null,
  origin: string,
  snippetWords = 24,
): DocSearchHit {
  const [url, type, lvl0, lvl1, lvl2, lvl3] = index.docs[hit.id]!;
  const matched = new Set(hit.terms);
  const hierarchy = {lvl0: index.lvl0[lvl0] ?? null, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null};
  const highlighted: Record<string, HighlightValue> = {};
  for (const [key, value] of Object.entries(hierarchy)) {
    if (value !== null) highlighted[key] = highlight(value, matched);
  }
  const text = content && content.trim() ? content : null;
  // A section whose text matched reads best as a content hit, like DocSearch's.
  const contentMatched = text !== null && snippet(text, matched, snippetWords).matchLevel !== 'none';
  const headingMatched = [lvl1, lvl2, lvl3].some((h) => h !== null && highlight(h, matched).matchLevel !== 'none');
  return {
    objectID: String(hit.id),
    url: new URL(url, origin).toString(),
    type: contentMatched && !headingMatched ? 'content' : type,
    content: text,
    hierarchy,
    _highlightResult: {hierarchy: highlighted, ...(text !== null && {content: highlight(text, matched)})},
    _snippetResult: {hierarchy: highlighted, ...(text !== null && {content: snippet(text, matched, snippetWords)})},
  };
}
