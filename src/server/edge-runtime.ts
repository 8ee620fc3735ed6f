/**
 * Whether this server runs on Cloudflare Workers (the `DEPLOY_TARGET=cloudflare` build, ADR 018).
 * There, an I/O object (a socket, a pending fetch) belongs to the request that made it and may
 * not be shared with another, and there is no file system: the few places that care ask this.
 * The runtime's own, documented mark: navigator.userAgent.
 */
export const runsOnWorkers: boolean = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers'
