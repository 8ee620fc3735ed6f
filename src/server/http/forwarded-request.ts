/**
 * The scheme and host a visitor asked for. Behind a proxy the TLS and the public host end before
 * the site, so they come from X-Forwarded-Proto and X-Forwarded-Host — but only the entries a
 * trusted proxy wrote, found from the right by the same rule as the client address
 * (client-address.ts): anything left of them is what the client sent. Without a trusted proxy,
 * and on Workers (where the URL is the one the visitor used), the request's own URL says it.
 */
import { runsOnWorkers } from '../edge-runtime.ts'
import { entryAtOffset, forwardedList, trustedHopOffset, type ProxyTrust } from './client-address.ts'

/** A plain host name or address, with a port: anything else is not a host of ours. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The entry of X-Forwarded-<name> that the outermost trusted proxy wrote; null when none is trusted or it wrote none. */
function trustedForwarded(request: Request, name: 'x-forwarded-proto' | 'x-forwarded-host', trust: ProxyTrust): string | null {
  const offset = trustedHopOffset({ peer: requestPeer(request), headers: request.headers, trust, onWorkers: runsOnWorkers })
  if (offset === null) return null
  return entryAtOffset(forwardedList(request.headers.get(name)), offset)?.toLowerCase() ?? null
}

/** The scheme the visitor used: a trusted proxy's word, else the request's own. */
export function requestedScheme(request: Request, trust: ProxyTrust): 'http' | 'https' {
  const forwarded = trustedForwarded(request, 'x-forwarded-proto', trust)
  if (forwarded === 'http' || forwarded === 'https') return forwarded
  return new URL(request.url).protocol === 'https:' ? 'https' : 'http'
}

/** Whether a trusted proxy says the visitor came over plain HTTP (not merely that no proxy said anything). */
export function forwardedOverPlainHttp(request: Request, trust: ProxyTrust): boolean {
  return trustedForwarded(request, 'x-forwarded-proto', trust) === 'http'
}

/** The host the visitor asked for (lower case, with its port): a trusted proxy's word, else the request's own. */
export function requestedHost(request: Request, trust: ProxyTrust): string {
  const forwarded = trustedForwarded(request, 'x-forwarded-host', trust)
  if (forwarded && PLAIN_HOST.test(forwarded)) return forwarded
  return new URL(request.url).host
}

/** The socket's peer, as the server put it on the request (what the framework's getRequestIP answers without options). */
export function requestPeer(request: Request): string | undefined {
  const { ip, context } = request as Request & { ip?: string; context?: { clientAddress?: string } }
  return context?.clientAddress || ip || undefined
}
