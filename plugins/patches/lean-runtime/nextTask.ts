/**
 * A way for start-up code to give the main thread back, so that building a route component
 * and the work after it are two short tasks rather than one long one.
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
