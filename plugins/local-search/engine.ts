/**
 * The one ranking of the local search, shared by the browser (the DocSearch modal and
 * /search, in the search worker), the `npm run search` CLI, the relevance suites and the
 * benchmark, so all of them rank alike. MiniSearch (BM25+) over records per page and per
 * h2/h3 section; how text becomes terms (identifiers, stop words, stemming, shorthands and
 * concepts) is ./query.ts. Each query word is searched with typo tolerance and prefix
 * matching; a record's score is the sum over the words it matches, scaled by the share of
 * the words it covers and by how many of them its title, description, headings or
 * keywords hold. Hits come grouped by page.
 */
import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {MAX_QUERY_LENGTH} from './limits';
import {WORD, parseQuery, phraseTerms, processTerm, stem, tokenize, type QueryWord} from './query';

export {processTerm, tokenize} from './query';

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
  /** The page's description (front matter), on the page record only. */
  description: string;
  /** The record's own text: the page intro or the section body. */
  content: string;
  /**
   * API names (camelCase, snake_case, CONSTANT_CASE) that the record's code blocks use and
   * its text does not, space-separated: a reader who pastes one finds the section that shows it.
   */
  code?: string;
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

/** Shortest last word completed as a prefix (the reader may still be typing it). */
const MIN_PREFIX = 2;
/** Shortest other word that also matches longer words it begins (comput → computation). */
const MIN_STEM_PREFIX = 5;

export const FIELDS = ['lvl1', 'lvl2', 'lvl3', 'keywords', 'description', 'content', 'code'] as const;
/** The fields searched for every word; `code` is searched only for an identifier the reader typed whole. */
const TEXT_FIELDS = FIELDS.filter((f) => f !== 'code');
/** Fields that say what a record is about, rather than mention a word in passing. */
const STRONG_FIELDS = new Set<string>(['lvl1', 'lvl2', 'lvl3', 'keywords', 'description']);

export const MINISEARCH_OPTIONS: Options<SearchRecord & {id: number}> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [],
  // Code names are indexed whole: their parts (`verify`, `signature`) are the prose's words.
  tokenize: (text, field) => (field === 'code' ? [...text.matchAll(WORD)].map((m) => m[0]) : tokenize(text)),
  processTerm: (term) => processTerm(term) ?? undefined,
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

/** The query's processed words, capped; empty when nothing is searchable. */
export function queryTerms(query: string): string[] {
  return parseQuery(query).words.map((w) => w.term);
}

const BOOST = {lvl1: 5, lvl2: 3, lvl3: 2.5, keywords: 3, description: 2, content: 1, code: 3};
/** A concept's pages count this much of their own score for the reader's words they stand for. */
const CONCEPT_WEIGHT = 0.8;
/**
 * A word found in more than this share of the records ("sui", "transaction") says little
 * about what the reader wants: when it is part of a concept's phrase ("how fast is sui"),
 * only the concept's records count for it.
 */
const UBIQUITOUS_SHARE = 0.25;
/** A record weighs up to 1 + this when all the words are in its title, description, headings or keywords. */
const STRONG_BONUS = 1.5;
/** Sections that list links to other pages: they name many topics in passing, so they weigh less. */
const LINK_LIST_HEADING = /^(?:related|next steps|see also|learn more)$/i;
const LINK_LIST_WEIGHT = 0.3;
/**
 * Records of the generated references and of snippets weigh this much or less (./extract.ts,
 * sectionOf); written pages weigh more, landing pages included (LANDING_WEIGHT).
 */
export const GENERATED_MAX_WEIGHT = 0.5;
/** For a query that reads as a sentence, those records weigh this much more lightly again. */
const PROSE_GENERATED_WEIGHT = 0.5;
/** "What is a package?", "what are witnesses": a reader asking what something is. */
const DEFINITION_QUESTION = /^\s*what\s+(?:is|are)\s+(?:a|an|the)?\s*([^?]+?)\s*\??\s*$/i;
/**
 * A page titled exactly what the query names weighs this much more: the subject of such a
 * question (the page's intro defines it), or the whole query ("deepbook" opens DeepBook,
 * not DeepBook Margin, whose keywords say DeepBook more often).
 */
const TITLE_MATCH_WEIGHT = 2;

/**
 * A title's or a subject's processed words, sorted, as one key ("Packages" and "package"
 * meet); without "Sui", which titles add ("Gas in Sui" answers "what is gas").
 */
function termKey(text: string): string {
  return phraseTerms(text, {parts: false})
    .filter((term) => term !== 'sui')
    .sort()
    .join(' ');
}

/** Records of one page shown before the next pages' records (the rest follow after every page's first). */
const HITS_PER_PAGE_FIRST = 3;

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

/** Whether the pages' text holds a processed term exactly (a word the pages use needs no typo search). */
export function hasTerm(index: SearchIndex, term: string): boolean {
  const fields = (
    index.miniSearch as unknown as {_index: {get(term: string): Map<number, unknown> | undefined}}
  )._index.get(term);
  return fields !== undefined && [...fields.keys()].some((field) => field !== CODE_FIELD_ID);
}

const CODE_FIELD_ID = FIELDS.indexOf('code');

/**
 * One word's MiniSearch query: the word (with prefix matching, and typo tolerance when no
 * page uses the word as typed), or, for an identifier no page uses whole, its parts
 * together, or its shorthand.
 */
function wordQuery(index: SearchIndex, word: QueryWord): Query {
  const known = hasTerm(index, word.term);
  const fuzzy = known ? false : fuzziness(word.term);
  const alternatives: Query[] = [];
  if (word.last) {
    // The reader may still be typing it: any longer word it begins, and the stem of the
    // -ing form it is on its way to (stakin… → staking, whose stem is stak).
    alternatives.push({queries: [word.term], prefix: word.term.length >= MIN_PREFIX, fuzzy});
    const ing = /^(.{4,}?)(?:i|in)$/.exec(word.typed)?.[1];
    if (ing && ing !== word.term && hasTerm(index, stem(`${ing}ing`))) {
      alternatives.push({queries: [stem(`${ing}ing`)], prefix: false, fuzzy: false});
    }
  } else {
    // A stem also meets its longer forms (comput → computation), but not the long
    // identifiers that happen to begin with it (random → randomnessStateUpdate).
    alternatives.push({queries: [word.term, ...longerForms(index, word.term)], prefix: false, fuzzy});
  }
  // An identifier the pages use is matched whole; one they do not, by its parts.
  // Parts and expansions stand for one word of the query: together they weigh as one.
  if (word.parts.length > 1 && !known) {
    alternatives.push({
      combineWith: 'AND',
      queries: word.parts,
      prefix: false,
      fuzzy: false,
      boostTerm: share(word.parts),
    });
  }
  // An identifier no text uses, typed whole, finds the sections whose code uses it (not by prefix or typo).
  if (word.parts.length > 1 && !known) {
    alternatives.push({queries: [word.term], fields: ['code'], prefix: false, fuzzy: false});
  }
  if (word.expansion) {
    const expansion = word.expansion;
    alternatives.push({
      combineWith: 'AND',
      queries: expansion,
      prefix: false,
      fuzzy: false,
      boostTerm: share(expansion),
    });
  }
  return alternatives.length === 1 ? alternatives[0]! : {combineWith: 'OR', queries: alternatives};
}

/**
 * English endings that make a longer form of a stem (comput → computation, random →
 * randomness, validat → validator); any other ending is another word (dynamic →
 * dynamicfield), which the stem does not meet.
 */
const DERIVED =
  /^(?:e|y|s|es|ed|er|or|al|ic|ly|ive|ity|ion|ing|ise|ize|ant|ent|ure|ful|ness|ment|able|ible|ance|ence|less|ally|ical|ator|ation|ition|ities|ively)$/;
/** Most longer forms searched for one word. */
const MAX_FORMS = 16;

/** The index's terms made of a stem (5 letters or more) and an English ending. */
function longerForms(index: SearchIndex, stem: string): string[] {
  if (stem.length < MIN_STEM_PREFIX) return [];
  const forms: string[] = [];
  const map = (index.miniSearch as unknown as {_index: {atPrefix(prefix: string): Iterable<[string, unknown]>}})._index;
  for (const [term] of map.atPrefix(stem)) {
    if (term !== stem && DERIVED.test(term.slice(stem.length))) forms.push(term);
    if (forms.length === MAX_FORMS) break;
  }
  return forms;
}

/** Each of several terms that stand for one word counts for its share. */
function share(terms: string[]): () => number {
  return () => 1 / terms.length;
}

interface Scored {
  /** Score per query word (0: not matched). */
  words: number[];
  /** Per query word: matched in a strong field. */
  strong: boolean[];
  terms: Set<string>;
}

/**
 * Ranks every matching record, best first, grouped by page: the pages in the order of
 * their best record, each page's first records together. A record need not match every
 * word, but one that covers less than half of what the best record covers (words weighted
 * by their rarity) is left out.
 */
export function rank(index: SearchIndex, query: string): RankedHit[] {
  const {words, concepts, prose} = parseQuery(query);
  if (words.length === 0) return [];
  const n = words.length;
  const options: SearchOptions = {
    boost: BOOST,
    fields: TEXT_FIELDS,
    weights: {fuzzy: 0.3, prefix: 0.5},
    maxFuzzy: 3,
    // The query's terms are processed already (./query.ts).
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boostDocument: (id) => {
      const weight = index.docs[id as number]?.[6] ?? 1;
      return prose && weight <= GENERATED_MAX_WEIGHT ? weight * PROSE_GENERATED_WEIGHT : weight;
    },
  };
  const scored = new Map<number, Scored>();
  const entry = (id: number): Scored => {
    let s = scored.get(id);
    if (!s)
      scored.set(
        id,
        (s = {words: new Array<number>(n).fill(0), strong: new Array<boolean>(n).fill(false), terms: new Set()}),
      );
    return s;
  };
  const isStrong = (match: Record<string, string[]>) =>
    Object.values(match).some((fields) => fields.some((f) => STRONG_FIELDS.has(f)));

  // A word found in few records says more about what the reader wants than one found in
  // most (such as "sui"): each word's share of the coverage is its inverse record frequency.
  const total = index.docs.length;
  const weights = words.map(() => 0);
  const ubiquitous = words.map(() => false);
  words.forEach((word, i) => {
    const results = index.miniSearch.search(wordQuery(index, word), options);
    weights[i] = Math.log(1 + total / Math.max(1, results.length));
    ubiquitous[i] = results.length > total * UBIQUITOUS_SHARE;
    for (const r of results) {
      const s = entry(r.id as number);
      s.words[i] = r.score;
      s.strong[i] = isStrong(r.match);
      for (const t of r.terms) s.terms.add(t);
    }
  });
  // Per ubiquitous word in a concept's phrase: the concepts' score and strength for each of their records.
  const standIns = new Map<number, Map<number, {score: number; strong: boolean}>>();
  for (const concept of concepts) {
    const results = index.miniSearch.search(
      {combineWith: 'AND', queries: concept.find, prefix: false, fuzzy: false, boostTerm: share(concept.find)},
      options,
    );
    for (const r of results) {
      const s = entry(r.id as number);
      const score = r.score * CONCEPT_WEIGHT;
      const strong = isStrong(r.match);
      for (const i of concept.covers) {
        if (ubiquitous[i] && concept.phrased.includes(i)) {
          const byRecord = standIns.get(i) ?? new Map<number, {score: number; strong: boolean}>();
          standIns.set(i, byRecord);
          const known = byRecord.get(r.id as number);
          byRecord.set(r.id as number, {score: Math.max(score, known?.score ?? 0), strong: strong || !!known?.strong});
          continue;
        }
        if (score > s.words[i]!) s.words[i] = score;
        if (strong) s.strong[i] = true;
      }
      if (concept.covers.length > 0) for (const t of r.terms) s.terms.add(t);
    }
  }
  for (const [i, byRecord] of standIns) {
    for (const [id, s] of scored) {
      const standIn = byRecord.get(id);
      s.words[i] = standIn?.score ?? 0;
      s.strong[i] = standIn?.strong ?? false;
    }
  }

  const subjectKey = termKey(DEFINITION_QUESTION.exec(query)?.[1] ?? query) || null;
  const weightSum = weights.reduce((a, b) => a + b, 0) || 1;
  const hits: {id: number; score: number; covered: number; terms: string[]}[] = [];
  for (const [id, s] of scored) {
    let covered = 0;
    let strong = 0;
    let sum = 0;
    s.words.forEach((score, i) => {
      if (score <= 0) return;
      sum += score;
      covered += weights[i]!;
      if (s.strong[i]) strong += weights[i]!;
    });
    if (covered === 0) continue;
    const coverage = covered / weightSum;
    const [, type, , , lvl2, lvl3] = index.docs[id]!;
    const heading = type === 'lvl2' ? lvl2 : type === 'lvl3' ? lvl3 : null;
    const listWeight = heading !== null && LINK_LIST_HEADING.test(heading) ? LINK_LIST_WEIGHT : 1;
    const title = index.docs[id]![3];
    const titleWeight = subjectKey && type === 'lvl1' && termKey(title) === subjectKey ? TITLE_MATCH_WEIGHT : 1;
    const score = sum * coverage * coverage * (1 + (STRONG_BONUS * strong) / weightSum) * listWeight * titleWeight;
    hits.push({id, score, covered: coverage, terms: [...s.terms]});
  }
  let best = 0;
  for (const h of hits) if (h.covered > best) best = h.covered;
  const kept = hits.filter((h) => h.covered * 2 >= best).sort((a, b) => b.score - a.score || a.id - b.id);
  return groupByPage(index, kept).map(({id, score, terms}) => ({id, score, terms}));
}

/**
 * Pages in the order of their best record; each page's first records, then the rest of every
 * page. Within a page, the page itself (its title record) leads when it covers the query as
 * fully as the page's best section does: "kiosk" opens the Kiosk page, not its section on
 * personal kiosks.
 */
function groupByPage<T extends {id: number; covered: number}>(index: SearchIndex, ranked: T[]): T[] {
  const pages = new Map<string, T[]>();
  for (const hit of ranked) {
    const page = index.docs[hit.id]![0].split('#')[0]!;
    const list = pages.get(page);
    if (list) list.push(hit);
    else pages.set(page, [hit]);
  }
  for (const list of pages.values()) {
    const top = list.findIndex((hit) => index.docs[hit.id]![1] === 'lvl1');
    if (top > 0 && list[top]!.covered >= list[0]!.covered) list.unshift(...list.splice(top, 1));
  }
  const first: T[] = [];
  const rest: T[] = [];
  for (const list of pages.values()) {
    first.push(...list.slice(0, HITS_PER_PAGE_FIRST));
    rest.push(...list.slice(HITS_PER_PAGE_FIRST));
  }
  return [...first, ...rest];
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

/** The characters escapeHtml replaces, and their entities. */
export const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

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

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), or Infinity above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let before = Array.from({length: b.length + 1}, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return Infinity;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= max ? previous[b.length]! : Infinity;
}

/** The words of the titles and headings, with how often each occurs: what a spelling is corrected to. */
const vocabularies = new WeakMap<SearchIndex, Map<string, number>>();

function vocabulary(index: SearchIndex): Map<string, number> {
  let words = vocabularies.get(index);
  if (!words) {
    words = new Map();
    const seen = new Set<string>();
    for (const [, , , lvl1, lvl2, lvl3] of index.docs) {
      for (const text of [lvl1, lvl2, lvl3]) {
        if (text === null || seen.has(text)) continue;
        seen.add(text);
        for (const m of text.matchAll(WORD)) {
          const word = m[0].toLowerCase();
          if (word.length >= 3 && !/\d/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
        }
      }
    }
    vocabularies.set(index, words);
  }
  return words;
}

/** Longest word looked up for a correction; longer ones are not words. */
const MAX_SUGGEST_WORD = 24;

/**
 * For a query with no results: the query with each word that no page uses replaced by the
 * closest word of the titles and headings (up to a third of its letters changed), if that
 * finds results; otherwise null.
 */
export function suggest(index: SearchIndex, query: string): string | null {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const words = vocabulary(index);
  let changed = false;
  const corrected = text.replace(WORD, (word) => {
    const term = processTerm(word);
    if (!term || word.length < 3 || word.length > MAX_SUGGEST_WORD || hasTerm(index, term)) return word;
    const lower = word.toLowerCase();
    const max = Math.min(3, Math.max(1, Math.floor(lower.length / 3)));
    let best: string | null = null;
    let bestDistance = Infinity;
    let bestCount = 0;
    for (const [candidate, count] of words) {
      const d = editDistance(lower, candidate, Math.min(max, bestDistance));
      if (d === Infinity) continue;
      if (d < bestDistance || (d === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = d;
        bestCount = count;
      }
    }
    if (best === null || best === lower) return word;
    changed = true;
    return best;
  });
  if (!changed || rank(index, corrected).length === 0) return null;
  return corrected.trim();
}
