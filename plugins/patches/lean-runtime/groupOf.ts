/** Path prefixes (lower case, no trailing slash) -> the index of their group of routes (./routeSubtrees.cjs). */
export type GroupPrefixes = Record<string, number>;

/**
 * The group a path falls in: that of its longest listed prefix, matched case-insensitively
 * as react-router matches route paths; the last group for a path under none (no route
 * matches it, whichever group loads).
 */
export function groupOf(prefixes: GroupPrefixes, groups: number, pathname: string): number {
  for (let p = pathname.toLowerCase().replace(/\/+$/, ''); p; p = p.slice(0, p.lastIndexOf('/'))) {
    const group = prefixes[p];
    if (typeof group === 'number') return group;
  }
  return groups - 1;
}
