/**
 * When a script chunk fails to load on the first visit (network down, a deployment
 * replaced the files), Docusaurus never hydrates the page and leaves an uncaught
 * rejection. The server-rendered text stays readable; this module adds the spec's red
 * error box with a Retry button on top of it, and keeps the error from going uncaught.
 * (During client-side navigation Docusaurus already reloads the page on such a failure.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

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
  message.textContent = `Part of this page failed to load. Check your network connection and retry. (${String(reason)})`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, retry);
  const main = document.querySelector('main') ?? document.getElementById('__docusaurus');
  main?.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (document.documentElement.dataset.hasHydrated === 'true' || !isChunkLoadError(event.reason)) return;
    event.preventDefault();
    showLoadFailure(event.reason as Error);
  });
}
