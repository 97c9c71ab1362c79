/**
 * `npm run --silent search -- [--json] [--limit N] "<query>"`: searches the local index
 * of ./build with the browser's ranking (the same query understanding and the same
 * order, grouped by page). --json prints the hits as a JSON array (url, title, hierarchy,
 * type, snippet, score), best first; otherwise a readable list, or, with no hits, the
 * corrected spelling the search page would suggest.
 */
import path from 'node:path';
import {loadBuiltSearch, searchBuilt, suggestBuilt} from '../plugins/local-search/loadBuilt';

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const limitAt = args.indexOf('--limit');
  const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 20;
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit takes a positive whole number');
  const query = args
    .filter((a, i) => a !== '--json' && a !== '--limit' && !(limitAt >= 0 && i === limitAt + 1))
    .join(' ');
  if (!query.trim()) throw new Error('Usage: npm run --silent search -- [--json] [--limit N] "<query>"');

  const built = loadBuiltSearch(path.resolve(__dirname, '..', 'build'));
  const hits = searchBuilt(built, query, limit);
  if (json) {
    process.stdout.write(`${JSON.stringify(hits, null, 2)}\n`);
    return;
  }
  if (hits.length === 0) {
    const suggestion = suggestBuilt(built, query);
    console.log(`No results for "${query}"${suggestion ? `. Did you mean "${suggestion}"?` : ''}`);
    return;
  }
  hits.forEach((hit, i) => {
    const trail = [hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3]
      .filter(Boolean)
      .join(' › ');
    console.log(`${String(i + 1).padStart(2)}. ${trail}\n    ${hit.url}`);
    if (hit.snippet) console.log(`    ${hit.snippet}`);
  });
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
