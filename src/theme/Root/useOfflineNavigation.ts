/**
 * Following a link while offline. Docusaurus changes the URL first, then loads the next
 * page's code (its PendingNavigation component keeps the old page on screen meanwhile),
 * and when that load fails it reloads the window, "in case a deployment replaced the
 * files": offline, that reload swaps the page the reader was reading for the browser's
 * own offline error page.
 *
 * So while the browser says it is offline, a link is followed only once its page's code
 * has loaded: the navigation is held with the router's own blocking API
 * (`history.block`), the route's code is loaded as PendingNavigation would load it, and
 * the navigation goes ahead when it has arrived (a page prefetched earlier, or cached,
 * still opens offline) or, when it cannot, the reader keeps the page, its URL and its
 * scroll position, with the red box and its Retry (src/clientModules/chunkLoadFailure.ts).
 * Retry follows the link again: offline, the same way; online, as Docusaurus does (whose
 * reload then opens the page), once the page has answered. Online, and for back and
 * forward (pages this window has shown, so already loaded), nothing changes.
 */
import type {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRoutesFor} from '@site/plugins/patches/lean-runtime/lazyRoutes';
import {hideLoadFailure, showLoadFailure} from '@site/src/clientModules/chunkLoadFailure';

/** Loads the code of every route a path renders, as Docusaurus' preload does before a route change. */
function preloadRoute(pathname: string): Promise<unknown> {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed path is matched as it is.
  }
  // A route subtree not loaded yet comes first (plugins/patches/lean-runtime/lazyRoutes.ts).
  const pending = loadRoutesFor([pathname, decoded]);
  if (pending) return pending.then(() => preloadRoute(pathname));
  const matched = new Set([pathname, decoded].flatMap((p) => matchRoutes(routes, p).map(({route}) => route)));
  // react-loadable's types say preload() returns nothing; it returns the load's promise.
  return Promise.all([...matched].map((route) => (route.component as {preload?: () => unknown}).preload?.()));
}

/** Whether the site answers at all (a network error is what an offline reload would show). */
async function siteAnswers(href: string): Promise<boolean> {
  try {
    await fetch(href, {method: 'HEAD', cache: 'no-store'});
    return true;
  } catch {
    return false;
  }
}

type History = ReturnType<typeof useHistory>;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Holds links followed while offline until their page's code has loaded; returns the function that stops it. */
export function holdOfflineNavigation(history: History): () => void {
  type Target = typeof history.location;
  let letThrough = false;
  const follow = (target: Target, action: 'PUSH' | 'REPLACE', unblocked = false) => {
    letThrough = unblocked;
    try {
      if (action === 'REPLACE') history.replace(target);
      else history.push(target);
    } finally {
      letThrough = false;
    }
  };
  const fail = (target: Target, action: 'PUSH' | 'REPLACE', error: unknown) =>
    showLoadFailure({
      kind: 'navigation',
      message: translate(
        {
          id: 'site.chunkLoadFailure.navigation',
          message: 'The page {path} failed to load. Check your network connection and retry. ({error})',
        },
        {path: target.pathname, error: String(error)},
      ),
      onRetry: () => {
        hideLoadFailure('navigation');
        if (offline()) {
          follow(target, action);
          return;
        }
        const href = history.createHref(target);
        void siteAnswers(href).then((answers) =>
          answers ? follow(target, action) : fail(target, action, new Error(`${href} did not answer`)),
        );
      },
    });
  return history.block((target, action) => {
    if (letThrough || action === 'POP' || !offline() || target.pathname === history.location.pathname) return undefined;
    preloadRoute(target.pathname).then(
      () => {
        hideLoadFailure('navigation');
        follow(target, action, true);
      },
      (error: unknown) => fail(target, action, error),
    );
    return false;
  });
}
