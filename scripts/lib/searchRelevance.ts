/**
 * Scores a search against a query set (tests/build/search-relevance.json, the keyword
 * set, or tests/build/search-questions.json, the question set): the share of queries with
 * an expected page at the first place, and among the first 3 distinct pages (sections of
 * one page count once, as the modal and /search group them). Shared by the relevance
 * tests and `npm run bench:search`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface QueryCase {
  query: string;
  expect: string[];
}

export const KEYWORD_SET = 'tests/build/search-relevance.json';
export const QUESTION_SET = 'tests/build/search-questions.json';

/** The cases of a set, by its path from the repository root. */
export function readQuerySet(root: string, file: string): QueryCase[] {
  const json = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
    queries?: QueryCase[];
    questions?: QueryCase[];
  };
  return json.queries ?? json.questions ?? [];
}

/** Distinct pages (no anchor) of ranked hit URLs, in order of their first hit. */
function distinctPages(urls: string[], limit = Infinity): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = url.split('#')[0]!;
    if (!pages.includes(page)) pages.push(page);
    if (pages.length >= limit) break;
  }
  return pages;
}

export interface Score {
  total: number;
  top1: number;
  top3: number;
  /** Queries with no expected page in the first 3 pages: the query, what came, what was wanted. */
  misses: string[];
  /** Queries found in the top 3 but not at the first place. */
  notFirst: string[];
}

/** `search` gives a query's ranked hit URLs (anchors allowed), best first. */
export async function scoreSet(
  cases: QueryCase[],
  search: (query: string) => string[] | Promise<string[]>,
): Promise<Score> {
  const score: Score = {total: cases.length, top1: 0, top3: 0, misses: [], notFirst: []};
  for (const {query, expect} of cases) {
    const pages = distinctPages(await search(query), 3);
    if (pages.length > 0 && expect.includes(pages[0]!)) score.top1 += 1;
    if (pages.some((p) => expect.includes(p))) {
      score.top3 += 1;
      if (!expect.includes(pages[0]!))
        score.notFirst.push(`"${query}" → ${pages.join(', ')} (want ${expect.join(' or ')})`);
    } else {
      score.misses.push(`"${query}" → ${pages.join(', ') || 'nothing'} (want ${expect.join(' or ')})`);
    }
  }
  return score;
}

export const percent = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;
