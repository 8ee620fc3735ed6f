/**
 * Whether this server runs on Cloudflare Workers (the `DEPLOY_TARGET=cloudflare` build, ADR 018).
 * There, an I/O object (a socket, a pending fetch) belongs to the request that made it and may
 * not be shared with another, and there is no file system: the few places that care ask this.
 * The runtime's own, documented mark: navigator.userAgent.
 */
export const runsOnWorkers: boolean = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers'

/**
 * The worker's variables and secrets (text values only; bindings such as the assets service are
 * not configuration), which the runtime hands to each request rather than to process.env; the
 * server entry sets them aside before the app runs. Undefined off Workers.
 */
export function workerVariables(): Record<string, string> | undefined {
  const env = (globalThis as { __env__?: Record<string, unknown> }).__env__
  if (!env) return undefined
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** A binding the worker is configured with (a KV namespace, say), by name; undefined off Workers or when it is not bound. */
export function workerBinding<T extends object>(name: string): T | undefined {
  const binding = (globalThis as { __env__?: Record<string, unknown> }).__env__?.[name]
  return typeof binding === 'object' && binding !== null ? (binding as T) : undefined
}

/** The Cache API's cache of this data centre (`caches.default`); undefined off Workers. */
export function edgeCacheStore(): Cache | undefined {
  return runsOnWorkers ? (globalThis as { caches?: { default?: Cache } }).caches?.default : undefined
}

/**
 * Keeps work alive after the request has been answered (the runtime's `ctx.waitUntil`), which
 * nitro's Cloudflare entry hands on with the request (`request.waitUntil`, as h3 names it).
 * Undefined off Workers, or for a request that did not come from the runtime.
 */
export function waitUntilOf(request: Request): ((promise: Promise<unknown>) => void) | undefined {
  const waitUntil = (request as { waitUntil?: unknown }).waitUntil
  return typeof waitUntil === 'function' ? (waitUntil as (promise: Promise<unknown>) => void) : undefined
}

/**
 * What Cloudflare knows of a request on Workers (`request.cf`: the visitor's country, region,
 * city, coordinates, postal code), which the platform puts on the request the worker receives;
 * nitro's cloudflare-module entry hands that same Request object to the app. Undefined off Workers,
 * where a client could write any property of its own.
 */
export function edgeGeolocationOf(request: Request): unknown {
  return runsOnWorkers ? (request as Request & { cf?: unknown }).cf : undefined
}
