/**
 * Resolves in a later task of the browser's event loop, so the work after it starts a task of its
 * own: the page's start-up is several short tasks instead of one long one that holds a tap back
 * (ADR 039). `scheduler.yield()` where the browser has it (its continuation runs before
 * other queued work), a message otherwise (no timer clamping).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
