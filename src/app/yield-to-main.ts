// Long tasks keep a slow phone from answering taps. Boot work is cut into tasks at these points
// so the browser can handle input (and paint) between them.

type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Resolves in a later task: after pending input and rendering, not merely after microtasks.
 * Without scheduler.yield a posted message does it (not a timer, which a fake clock would hold).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
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
