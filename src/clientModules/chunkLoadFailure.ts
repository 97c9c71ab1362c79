/**
 * The spec's red error box with a Retry button, for the two ways a page's code can fail
 * to arrive:
 * - On the first visit (network down, a deployment replaced the files), Docusaurus never
 *   hydrates the page and leaves an uncaught rejection. The server-rendered text stays
 *   readable; this module puts the box above it, in the page's flow before the site's root
 *   element (so it neither squeezes the doc page's columns nor widens the page), and keeps
 *   the error from going uncaught. Retry reloads.
 * - After that, a link followed while offline whose page cannot load
 *   (src/theme/Root/useOfflineNavigation.ts): the reader stays on the page they were
 *   reading and the box floats at the bottom of the screen, where they are. Retry follows
 *   the link again; a successful route change or Dismiss takes the box away.
 * A preload that fails after hydration without a navigation (Docusaurus preloads a link
 * the pointer enters, or one in view) is kept from going uncaught and shows nothing.
 * The box is outside React's root in both cases: React never sees or removes it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import type {ClientModule} from '@docusaurus/types';

const BOX_ID = 'chunk-load-failure';

export function isChunkLoadError(reason: unknown): boolean {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

export interface LoadFailure {
  /** The text of the box, translated. */
  message: string;
  onRetry: () => void;
  /** 'page': this page failed, a banner above it; 'navigation': the next page failed, floating over this one. */
  kind: 'page' | 'navigation';
}

/** Shows the box, or replaces the one shown (so a failed Retry is announced again). */
export function showLoadFailure({message, onRetry, kind}: LoadFailure): HTMLElement {
  document.getElementById(BOX_ID)?.remove();
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.dataset.kind = kind;
  box.className = `alert alert--danger load-failure load-failure--${kind}`;
  const text = document.createElement('p');
  text.className = 'load-failure__message';
  text.textContent = message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger button--sm';
  retry.textContent = translate({id: 'site.chunkLoadFailure.retry', message: 'Retry'});
  retry.addEventListener('click', onRetry);
  box.append(text, retry);
  if (kind === 'navigation') {
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.className = 'button button--link button--sm load-failure__dismiss';
    dismiss.textContent = translate({id: 'site.chunkLoadFailure.dismiss', message: 'Dismiss'});
    dismiss.addEventListener('click', () => hideLoadFailure('navigation'));
    box.append(dismiss);
    document.body.append(box);
  } else {
    const root = document.getElementById('__docusaurus');
    if (root) root.before(box);
    else document.body.prepend(box);
  }
  return box;
}

/** Removes the box (only one of this kind, when given). */
export function hideLoadFailure(kind?: LoadFailure['kind']): void {
  const box = document.getElementById(BOX_ID);
  if (box && (!kind || box.dataset.kind === kind)) box.remove();
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    // After hydration a chunk that fails is one Docusaurus preloads for a link the reader
    // points at or prefetches for one in view, and nothing catches it: the page itself is
    // fine, and following the link loads the chunk again. So no box then, and no uncaught
    // error either.
    if (document.documentElement.dataset.hasHydrated === 'true') return;
    if (document.getElementById(BOX_ID)) return;
    showLoadFailure({
      kind: 'page',
      message: translate(
        {
          id: 'site.chunkLoadFailure.message',
          message: 'Part of this page failed to load. Check your network connection and retry. ({error})',
        },
        {error: String(event.reason)},
      ),
      onRetry: () => window.location.reload(),
    });
  });
}

const clientModule: ClientModule = {
  // The page the reader tried to open is open now (or another one is): the box is stale.
  onRouteDidUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) hideLoadFailure('navigation');
  },
};

export default clientModule;
