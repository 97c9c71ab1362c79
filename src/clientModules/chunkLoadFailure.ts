/**
 * When a script chunk fails to load on the first visit (network down, a deployment
 * replaced the files), Docusaurus never hydrates the page and leaves an uncaught
 * rejection. The server-rendered text stays readable; this module adds the spec's red
 * error box with a Retry button on top of it, and keeps the error from going uncaught.
 * (During client-side navigation Docusaurus already reloads the page on such a failure; a
 * preload that fails after hydration is kept from going uncaught and shows nothing.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';

const BOX_ID = 'chunk-load-failure';

export function isChunkLoadError(reason: unknown): boolean {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

function showLoadFailure(reason: Error): void {
  if (document.getElementById(BOX_ID)) return;
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.className = 'alert alert--danger margin--md';
  const message = document.createElement('p');
  message.textContent = translate(
    {
      id: 'site.chunkLoadFailure.message',
      message: 'Part of this page failed to load. Check your network connection and retry. ({error})',
    },
    {error: String(reason)},
  );
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger';
  retry.textContent = translate({id: 'site.chunkLoadFailure.retry', message: 'Retry'});
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, retry);
  const main = document.querySelector('main') ?? document.getElementById('__docusaurus');
  main?.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    // After hydration a chunk that fails is one Docusaurus preloads for a link the reader
    // points at or prefetches for one in view, and nothing catches it: the page itself is
    // fine, and following the link loads the chunk again (Docusaurus reloads the page when
    // that fails too). So no box then, and no uncaught error either.
    if (document.documentElement.dataset.hasHydrated !== 'true') showLoadFailure(event.reason as Error);
  });
}
