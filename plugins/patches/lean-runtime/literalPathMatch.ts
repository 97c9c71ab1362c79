/**
 * react-router 5's `matchPath`, with string comparison for literal route paths. The stock
 * one compiles each route path into a RegExp (path-to-regexp) the first time it is tried,
 * so the first match on a page tries, compiles and runs a RegExp for every route listed
 * before the page's own: here, up to ~450 doc routes, about 17 ms of a page's start-up on
 * a desktop CPU. Every route path this site generates is literal (no `:param`, `*`,
 * group or modifier), so a prefix or equality test gives the same answer. Any other path,
 * a pathname that is not plain ASCII, and the `strict` and `sensitive` options (which no
 * route here sets) go to the stock function.
 */
import type {match as Match, RouteProps} from 'react-router';

export type MatchPath = (pathname: string, options: string | string[] | RouteProps) => Match | null;

/** Characters that mean something to path-to-regexp 1.x (params, groups, modifiers, escapes). */
const LITERAL_PATH = /^[\x20-\x7e]*$/;
const SPECIAL = /[:*?+()\\]/;
const NON_ASCII = /[^\p{ASCII}]/u;

function isLiteral(path: string): boolean {
  return LITERAL_PATH.test(path) && !SPECIAL.test(path);
}

/**
 * The part of `pathname` that the RegExp path-to-regexp 1.x builds for the literal `path`
 * would match (`match[0]`), or null, for the options routes use here: not strict (one
 * trailing slash is ignored and accepted) and not case-sensitive. Non-ending (non-exact)
 * paths match a prefix that ends at a `/` or at the end.
 */
export function literalMatch(pathname: string, path: string, end: boolean): string | null {
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const head = pathname.slice(0, base.length);
  if (head.toLowerCase() !== base.toLowerCase()) return null;
  const rest = pathname.slice(base.length);
  if (rest === '' || rest === '/') return pathname;
  return !end && rest.startsWith('/') ? head : null;
}

/** A `matchPath` that answers literal paths itself and hands the rest to `stock`. */
export function literalPathMatcher(stock: MatchPath): MatchPath {
  return function matchPath(pathname, options) {
    const opts: RouteProps = typeof options === 'string' || Array.isArray(options) ? {path: options} : (options ?? {});
    const paths = ([] as unknown[]).concat(opts.path);
    if (
      opts.strict ||
      opts.sensitive ||
      NON_ASCII.test(pathname) ||
      !paths.every((p) => (typeof p === 'string' ? isLiteral(p) : !p))
    ) {
      return stock(pathname, options);
    }
    const exact = opts.exact === undefined ? false : opts.exact;
    // The stock function's reduce, step for step (a falsy path other than '' resets it).
    return (paths as Array<string | undefined>).reduce<Match | null>((matched, path) => {
      if (!path && path !== '') return null;
      if (matched) return matched;
      // path-to-regexp ends the match unless `end` is exactly false.
      const url = literalMatch(pathname, path, exact !== false);
      if (url === null) return null;
      const isExact = pathname === url;
      if (exact && !isExact) return null;
      return {path, url: path === '/' && url === '' ? '/' : url, isExact, params: {}};
    }, null);
  };
}
