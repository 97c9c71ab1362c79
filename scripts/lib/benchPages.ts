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
