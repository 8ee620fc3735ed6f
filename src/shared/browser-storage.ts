/**
 * The browser's storage, or null where it is blocked: reading `window.localStorage` itself throws
 * when the visitor blocks site data or the page runs in a sandboxed frame.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}
