/**
 * The query as /search shows it back to the reader: only what the engine searches (the first
 * MAX_QUERY_LENGTH characters, plugins/local-search/limits.ts), with an ellipsis when the
 * query was longer, and safe to put between other text: the page isolates it (<bdi>), and
 * the directional controls it holds cannot reach past that isolate.
 */
import {MAX_QUERY_LENGTH} from '@site/plugins/local-search/limits';

const EMBEDDINGS_AND_OVERRIDES = new Set(['\u202A', '\u202B', '\u202D', '\u202E']); // LRE RLE LRO RLO
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']); // LRI RLI FSI
const POP_DIRECTIONAL_FORMATTING = '\u202C'; // PDF
const POP_DIRECTIONAL_ISOLATE = '\u2069'; // PDI

/** Right-to-left letters or directional controls: text around them can be drawn in another order. */
const BIDI =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\u061C\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Drops the pops (PDF, PDI) that close nothing opened inside `text`: within an isolate such
 * a PDI would close the isolate itself and let what follows reorder the text around it.
 * Openings left open are closed by the end of the isolate.
 */
function balanceDirectionalControls(text: string): string {
  // Per open isolate, the embeddings and overrides opened inside it.
  const embeddings: number[] = [0];
  let out = '';
  for (const char of text) {
    if (ISOLATES.has(char)) {
      embeddings.push(0);
    } else if (char === POP_DIRECTIONAL_ISOLATE) {
      if (embeddings.length === 1) continue;
      embeddings.pop();
    } else if (EMBEDDINGS_AND_OVERRIDES.has(char)) {
      embeddings[embeddings.length - 1]! += 1;
    } else if (char === POP_DIRECTIONAL_FORMATTING) {
      if (embeddings[embeddings.length - 1] === 0) continue;
      embeddings[embeddings.length - 1]! -= 1;
    }
    out += char;
  }
  return out;
}

export interface Echo {
  /** What the engine is asked: the trimmed query, cut to MAX_QUERY_LENGTH. */
  searched: string;
  /** What the page shows: `searched`, with `…` when the query was cut. */
  shown: string;
}

export function echoQuery(query: string): Echo {
  const trimmed = query.trim();
  let searched = trimmed.slice(0, MAX_QUERY_LENGTH);
  // Not half a character: a cut between the two halves of a surrogate pair drops the pair.
  if (searched.length < trimmed.length && /[\uD800-\uDBFF]$/.test(searched)) searched = searched.slice(0, -1);
  const shown = balanceDirectionalControls(searched) + (searched.length < trimmed.length ? '…' : '');
  return {searched, shown};
}

/**
 * `shown` for plain text such as the document title, where no element can isolate it: wrapped
 * in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE when it holds right-to-left text or
 * directional controls, as it is otherwise.
 */
export function isolatedInText(shown: string): string {
  return BIDI.test(shown) ? `\u2068${shown}\u2069` : shown;
}
