/**
 * Limits of a query, shared by the engine (./engine.ts) and the /search page
 * (src/theme/SearchPage), which echoes only what is searched. A module of its own, without
 * MiniSearch, so that the page can import it.
 */

/** Longest query text considered; longer input is cut, so any paste answers quickly. */
export const MAX_QUERY_LENGTH = 200;
