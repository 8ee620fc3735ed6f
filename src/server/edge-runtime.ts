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

/**
 * What Cloudflare knows of a request on Workers (`request.cf`: the visitor's country, region,
 * city, coordinates, postal code), which the platform puts on the request the worker receives;
 * nitro's cloudflare-module entry hands that same Request object to the app. Undefined off Workers,
 * where a client could write any property of its own.
 */
export function edgeGeolocationOf(request: Request): unknown {
  return runsOnWorkers ? (request as Request & { cf?: unknown }).cf : undefined
}
