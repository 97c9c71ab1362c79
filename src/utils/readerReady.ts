/**
 * When non-urgent work may start on a page: once the reader first scrolls, presses,
 * touches or types, or a few seconds after the page's load event, and then only in idle
 * time. Until then the main thread is left to the work that shows the page and lets it
 * answer input. Used by the route prefetching (plugins/patches/idle-prefetch/idlePrefetch.ts) and the
 * phone menu (src/theme/Navbar/MobileSidebar).
 */

/** How long after the load event work starts when the reader has done nothing yet. */
const SETTLE_MS = 4000;

let ready: Promise<void> | undefined;

/** Resolves on the reader's first input, or SETTLE_MS after the load event; one promise per page load. */
export function readerReady(): Promise<void> {
  ready ??= new Promise((resolve) => {
    const events = ['scroll', 'pointerdown', 'touchstart', 'keydown'] as const;
    const done = () => {
      events.forEach((e) => window.removeEventListener(e, done, true));
      resolve();
    };
    events.forEach((e) => window.addEventListener(e, done, {capture: true, passive: true, once: true}));
    const later = () => setTimeout(done, SETTLE_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, {once: true});
  });
  return ready;
}

/** Runs `run` in the browser's next idle period (or soon, where there is no idle callback); returns a cancel function. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, {timeout: 10_000});
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}
