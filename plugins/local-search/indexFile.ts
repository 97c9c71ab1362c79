/**
 * The index file's format: what the browser fetches before it can show the first hits,
 * so every byte counts. It holds the hierarchy once per page (sections under their page,
 * anchors only where they are not the heading's slug) and MiniSearch's postings for the
 * `content` field alone: the postings of the heading and keyword fields are rebuilt on
 * load from the texts the file already carries, with the same tokenizer MiniSearch used.
 * `openIndex(packIndex(…))` gives back exactly the MiniSearch index the build made.
 */
import MiniSearch from 'minisearch';
import {
  FIELDS,
  MINISEARCH_OPTIONS,
  buildMiniSearch,
  processTerm,
  tokenize,
  type IndexedDoc,
  type SearchIndex,
  type SearchRecord,
} from './engine';

/** A section of a page: its heading level and text, and its anchor when that is not `slug(heading)`. */
export type PackedSection = [level: 2 | 3, heading: string, anchor?: string];

/** A page record and, in order, its h2/h3 sections (the records that follow it). */
export type PackedPage = [
  path: string,
  lvl0: number,
  title: string,
  weight: number,
  keywords: string,
  shard: number,
  sections: PackedSection[],
];

/**
 * A field packed as postings alone: terms sorted and front-coded (a digit for the length
 * shared with the term before, then the rest; space-separated), then per term its
 * postings (varint gap × 2 + 1 when a frequency above 1 follows; comma-separated), then
 * each record's field length (varints).
 */
export interface PackedField {
  terms: string;
  postings: string;
  lengths: string;
}

export interface IndexFile {
  version: 4;
  lvl0: string[];
  pages: PackedPage[];
  /** MiniSearch's running averages per field, as the build computed them. */
  averageFieldLength: number[];
  /** The record texts' postings (their texts are in the snippet shards). */
  content: PackedField;
  /** The page descriptions' postings. */
  description: PackedField;
  /** The postings of the API names in the records' code blocks (extract.ts, codeNames). */
  code: PackedField;
}

/** 64 characters JSON never escapes. A varint digit below 32 ends a number; one from 32 up carries 5 more bits. */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
/** Digit values by character code (-1: not a digit). */
const DIGIT_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) DIGIT_VALUE[DIGITS.charCodeAt(i)] = i;

function varint(n: number): string {
  let out = DIGITS[n & 31]!;
  for (let rest = n >>> 5; rest > 0; rest >>>= 5) out = DIGITS[32 + (rest & 31)]! + out;
  return out;
}

function readVarints(text: string): number[] {
  const numbers: number[] = [];
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const d = DIGIT_VALUE[text.charCodeAt(i)] ?? -1;
    if (d < 0) throw new Error(`Search index: bad varint digit ${JSON.stringify(text[i])}`);
    n = n * 32 + (d & 31);
    if (d < 32) {
      numbers.push(n);
      n = 0;
    }
  }
  return numbers;
}

/** A heading's anchor as Docusaurus usually writes it (github-slugger); other anchors are stored. */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const FIELD_IDS = Object.fromEntries(FIELDS.map((f, i) => [f, i])) as Record<(typeof FIELDS)[number], number>;
const CONTENT = FIELD_IDS.content;
const DESCRIPTION = FIELD_IDS.description;
const CODE = FIELD_IDS.code;
/** Fields whose postings the file carries; the others are rebuilt from the hierarchy. */
const PACKED = [CONTENT, DESCRIPTION, CODE];

function packedField(file: IndexFile, field: number): PackedField {
  return field === CONTENT ? file.content : field === DESCRIPTION ? file.description : file.code;
}

/** MiniSearch's serialized form (serializationVersion 2), as far as this format needs it. */
interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, (number | null)[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount: number;
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
}

/** The records as the index file gives them back: hierarchy, weight, shard and the texts of the heading fields. */
interface UnpackedDoc {
  doc: IndexedDoc;
  keywords: string;
}

function unpackDocs(file: Pick<IndexFile, 'pages'>): UnpackedDoc[] {
  const docs: UnpackedDoc[] = [];
  for (const [path, lvl0, title, weight, keywords, shard, sections] of file.pages) {
    docs.push({doc: [path, 'lvl1', lvl0, title, null, null, weight, shard], keywords});
    let lvl2: string | null = null;
    for (const [level, heading, anchor] of sections) {
      if (level === 2) lvl2 = heading;
      const url = `${path}#${anchor ?? slug(heading)}`;
      docs.push({
        doc: [
          url,
          level === 2 ? 'lvl2' : 'lvl3',
          lvl0,
          title,
          level === 2 ? heading : lvl2,
          level === 3 ? heading : null,
          weight,
          shard,
        ],
        keywords: '',
      });
    }
  }
  return docs;
}

/**
 * The index file for records in page order (each page record followed by its sections, as
 * extract.ts gives them), with `shardOf[i]` the snippet shard of record i. Throws when the
 * records do not read back exactly from the file.
 */
export function packIndex(records: SearchRecord[], shardOf: number[]): IndexFile {
  const lvl0 = [...new Set(records.map((r) => r.lvl0))];
  const pages: PackedPage[] = [];
  for (const [i, r] of records.entries()) {
    if (r.type === 'lvl1') {
      pages.push([r.url, lvl0.indexOf(r.lvl0), r.lvl1, r.weight, r.keywords, shardOf[i]!, []]);
      continue;
    }
    const heading = (r.type === 'lvl2' ? r.lvl2 : r.lvl3) ?? '';
    const anchor = r.url.slice(r.url.indexOf('#') + 1);
    pages
      .at(-1)?.[6]
      .push(
        anchor === slug(heading) ? [r.type === 'lvl2' ? 2 : 3, heading] : [r.type === 'lvl2' ? 2 : 3, heading, anchor],
      );
  }
  const unpacked = unpackDocs({pages});
  records.forEach((r, i) => {
    const expected: IndexedDoc = [r.url, r.type, lvl0.indexOf(r.lvl0), r.lvl1, r.lvl2, r.lvl3, r.weight, shardOf[i]!];
    const got = unpacked[i];
    if (!got || JSON.stringify(got.doc) !== JSON.stringify(expected) || got.keywords !== r.keywords) {
      throw new Error(
        `local-search: record ${i} (${r.url}) does not fit the index format: a section must follow its page, with the page's title and keywords only on the page`,
      );
    }
  });
  if (unpacked.length !== records.length) throw new Error('local-search: the index format lost records');

  const json = buildMiniSearch(records).toJSON() as unknown as MiniSearchJson;
  return {
    version: 4,
    lvl0,
    pages,
    averageFieldLength: json.averageFieldLength,
    content: packField(json, CONTENT, records.length),
    description: packField(json, DESCRIPTION, records.length),
    code: packField(json, CODE, records.length),
  };
}

function packField(json: MiniSearchJson, field: number, count: number): PackedField {
  const fieldTerms = json.index
    .filter(([, fields]) => fields[field] !== undefined)
    .map(([term, fields]) => [term, fields[field]!] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let previous = '';
  const terms = fieldTerms.map(([term]) => {
    let shared = 0;
    while (shared < 63 && shared < term.length && term[shared] === previous[shared]) shared++;
    previous = term;
    return DIGITS[shared] + term.slice(shared);
  });
  const postings = fieldTerms.map(([, docs]) => {
    let last = 0;
    return Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b)
      .map((id) => {
        const freq = docs[id]!;
        const gap = id - last;
        last = id;
        return freq > 1 ? varint(gap * 2 + 1) + varint(freq) : varint(gap * 2);
      })
      .join('');
  });
  const lengths = Array.from({length: count}, (_, i) => varint(json.fieldLength[i]?.[field] ?? 0)).join('');
  return {terms: terms.join(' '), postings: postings.join(','), lengths};
}

/** MiniSearch's postings of one term: field id → (record id → occurrences). */
type TermData = Map<number, Map<number, number>>;

/**
 * Reads an index file back into the searchable index (MiniSearch and each record's
 * hierarchy). This is what the first results wait for, so the postings go straight into
 * the Maps MiniSearch searches (its serialized form would be built, then converted).
 */
export function openIndex(file: IndexFile): SearchIndex {
  if (file.version !== 4) throw new Error(`Unsupported search index version ${String(file.version)}`);
  const docs = unpackDocs(file);
  const terms = new Map<string, TermData>();
  const fieldsOf = (term: string): TermData => {
    let fields = terms.get(term);
    if (!fields) terms.set(term, (fields = new Map()));
    return fields;
  };
  const addOccurrence = (term: string, field: number, id: number) => {
    const fields = fieldsOf(term);
    let postings = fields.get(field);
    if (!postings) fields.set(field, (postings = new Map()));
    postings.set(id, (postings.get(id) ?? 0) + 1);
  };

  const documentIds: Record<number, number> = {};
  const storedFields: Record<number, object> = {};
  const fieldLength: Record<number, (number | null)[]> = {};
  const packedLengths = PACKED.map((field) => readVarints(packedField(file, field).lengths));
  // What MiniSearch's add() does with a field's text: count its distinct tokens, then add
  // each processed token once per occurrence. A page's title and an h2 repeat on the
  // records below them, so each text is analysed once.
  const analysed = new Map<string, {length: number; terms: string[]}>();
  const analyse = (text: string) => {
    let result = analysed.get(text);
    if (!result) {
      const tokens = tokenize(text);
      result = {
        length: new Set(tokens).size,
        terms: tokens.map((token) => processTerm(token)).filter((t): t is string => Boolean(t)),
      };
      analysed.set(text, result);
    }
    return result;
  };
  docs.forEach(({doc, keywords}, id) => {
    documentIds[id] = id;
    storedFields[id] = {};
    const lengths: (number | null)[] = [];
    [doc[3], doc[4], doc[5], keywords].forEach((text, field) => {
      if (text === null) {
        lengths[field] = null;
        return;
      }
      const {length, terms: textTerms} = analyse(text);
      lengths[field] = length;
      for (const term of textTerms) addOccurrence(term, field, id);
    });
    PACKED.forEach((field, k) => {
      lengths[field] = packedLengths[k]![id] ?? 0;
    });
    fieldLength[id] = lengths;
  });

  PACKED.forEach((field) => {
    const packed = packedField(file, field);
    if (!packed.terms) return;
    const postings = packed.postings.split(',');
    let term = '';
    packed.terms.split(' ').forEach((coded, t) => {
      term = term.slice(0, DIGIT_VALUE[coded.charCodeAt(0)]) + coded.slice(1);
      // Varints read in place: gap × 2 (+ 1 when a frequency follows), ids ascending.
      const docsOfTerm = new Map<number, number>();
      const text = postings[t]!;
      let id = 0;
      let n = 0;
      let pendingId = -1;
      for (let i = 0; i < text.length; i++) {
        const d = DIGIT_VALUE[text.charCodeAt(i)] ?? -1;
        if (d < 0) throw new Error(`Search index: bad varint digit ${JSON.stringify(text[i])}`);
        n = n * 32 + (d & 31);
        if (d >= 32) continue;
        if (pendingId >= 0) {
          docsOfTerm.set(pendingId, n);
          pendingId = -1;
        } else {
          id += n >>> 1;
          if (n & 1) pendingId = id;
          else docsOfTerm.set(id, 1);
        }
        n = 0;
      }
      fieldsOf(term).set(field, docsOfTerm);
    });
  });

  const json: MiniSearchJson = {
    documentCount: docs.length,
    nextId: docs.length,
    documentIds,
    fieldIds: FIELD_IDS,
    fieldLength,
    averageFieldLength: file.averageFieldLength,
    storedFields,
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  const miniSearch = MiniSearch.loadJS<SearchRecord & {id: number}>(json as never, MINISEARCH_OPTIONS);
  const tree = (miniSearch as unknown as {_index: {set(term: string, data: TermData): unknown}})._index;
  for (const [term, data] of terms) tree.set(term, data);
  return {docs: docs.map((d) => d.doc), lvl0: file.lvl0, miniSearch};
}
