/**
 * Ways for start-up code to give the main thread back, so that a page's start is several
 * short tasks rather than one long one (a long task delays the reader's first tap or key).
 */

type YieldingScheduler = {yield?: () => Promise<void>};

/** Resolves in a new task: `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other queued work), otherwise a message to ourselves, which browsers run sooner than a 0 ms timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: YieldingScheduler}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the page has been painted: at once (in a new task) if it already has,
 * otherwise in the task after the next frame. A hidden page draws no frames, so there it
 * only yields.
 */
export function afterFirstPaint(): Promise<void> {
  const painted = performance.getEntriesByType('paint').length > 0;
  if (painted || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function')
    return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
