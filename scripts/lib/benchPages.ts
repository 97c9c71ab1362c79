/** The pages the speed benchmarks (bench:bytes, bench:lighthouse) and the byte budget measure. */
export interface BenchPage {
  name: string;
  path: string;
  /** A doc page linked from it, for the client-side navigation figure. */
  next?: string;
}

export const BENCH_PAGES: BenchPage[] = [
  {name: 'home', path: '/', next: '/concepts'},
  // The longest page under /concepts (by words of prose).
  {name: 'concept', path: '/concepts/object-model', next: '/concepts/object-ownership'},
  {
    name: 'graphql',
    path: '/references/sui-api/graphql/reference/types/objects/object',
    next: '/references/sui-api/graphql/reference/types/objects/address',
  },
  {name: 'search', path: '/search?q=object'},
];

/**
 * One page of every type the site has (issue 28), for `bench:lighthouse -- --all-types`:
 * the four above and the rest of the parity tests' types.
 */
export const PAGE_TYPES: ReadonlyArray<{kind: string; path: string}> = [
  {kind: 'home', path: '/'},
  {kind: 'section landing', path: '/concepts'},
  {kind: 'leaf doc', path: '/concepts/object-model'},
  {kind: 'generated index', path: '/references/sui-api/graphql/reference/types/objects'},
  {kind: 'GraphQL type', path: '/references/sui-api/graphql/reference/types/objects/object'},
  {kind: 'JSON-RPC', path: '/sui-api-ref'},
  {kind: 'snippet', path: '/snippets/cli-check-install'},
  {kind: 'top-level', path: '/sui-glossary'},
  {kind: 'DeepBook', path: '/deepbook-orders'},
  {kind: 'search', path: '/search?q=object'},
  // Lighthouse refuses a page answered with 404, so the not-found page is measured at its file's own address.
  {kind: '404', path: '/404.html'},
];
