/**
 * Who the visitor is, for per-client limits: an address a client cannot choose.
 *
 * Each proxy appends the address it received a request from to `X-Forwarded-For`, so the list
 * is only as true as the proxies that wrote it: anything left of them is whatever the client
 * sent. The client is therefore found from the right, by TRUST_PROXY:
 *   - no trust (the default): the socket's peer; the header is ignored;
 *   - N hops (`true` is 1): the entry the N-th proxy from us appended — the address the proxy
 *     in front of the site saw, with one hop;
 *   - trusted addresses or ranges: walking left from the peer, the first address that is not a
 *     trusted proxy.
 * On Cloudflare Workers the platform says who the client is (`CF-Connecting-IP`, which a client
 * cannot set) and no header of the client's is read. The same rule picks the scheme and host a
 * trusted proxy forwards (forwarded-request.ts).
 */
import { inRange, parseIp, type IpRange } from './ip-ranges.ts'

export type ProxyTrust = Readonly<{ kind: 'none' }> | Readonly<{ kind: 'hops'; hops: number }> | Readonly<{ kind: 'ranges'; ranges: readonly IpRange[] }>

export const NO_PROXY_TRUST: ProxyTrust = Object.freeze({ kind: 'none' })

/** The most hops TRUST_PROXY may name: more is a typo, not a network. */
export const MAX_TRUSTED_HOPS = 10

/**
 * One address as a key: IPv4 written the IPv6 way is the IPv4 address; an IPv6 address counts by
 * its /64 (one network, which a single host can fill with addresses); what is not an address is
 * kept, bounded.
 */
function normalized(address: string): string {
  const ip = parseIp(address)
  if (!ip) return address.slice(0, 64)
  if (ip.family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((ip.value >> shift) & 0xffn)).join('.')
  return `${(ip.value >> 64n).toString(16)}::/64`
}

/** The entries of a forwarded list (X-Forwarded-For, -Proto, -Host), left to right. */
export function forwardedList(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

export type ClientAddressInput = {
  /** The address of the socket's other end (the proxy in front of us, or the visitor). */
  peer: string | undefined
  headers: Headers
  trust: ProxyTrust
  onWorkers: boolean
}

/**
 * How far from the right of a forwarded list the entry written by the outermost trusted proxy
 * is (0: the rightmost), or null when no forwarded header is to be read (no trust, a peer that
 * is not a trusted proxy, or Workers). Each proxy appends one entry to each list, so the same
 * offset finds, in X-Forwarded-Proto and X-Forwarded-Host, what that proxy saw of the client.
 */
export function trustedHopOffset({ peer, headers, trust, onWorkers }: ClientAddressInput): number | null {
  if (onWorkers || trust.kind === 'none') return null
  if (trust.kind === 'hops') return trust.hops - 1
  const trusted = (address: string) => {
    const ip = parseIp(address)
    return ip !== null && trust.ranges.some((range) => inRange(ip, range))
  }
  if (!peer || !trusted(peer)) return null
  const forwarded = forwardedList(headers.get('x-forwarded-for'))
  for (let index = forwarded.length - 1; index >= 0; index--) {
    if (!trusted(forwarded[index]!)) return forwarded.length - 1 - index
  }
  // Every hop trusted: the furthest one known.
  return Math.max(0, forwarded.length - 1)
}

/** The entry of a forwarded list at that offset from the right; with fewer entries than that, the leftmost (the furthest we know). */
export function entryAtOffset(list: readonly string[], offset: number): string | undefined {
  return list[Math.max(0, list.length - 1 - offset)]
}

export function clientAddress(input: ClientAddressInput): string {
  const { peer, headers, onWorkers } = input
  if (onWorkers) return normalized(headers.get('cf-connecting-ip')?.trim() || peer || 'unknown')
  const self = peer ? normalized(peer) : 'unknown'
  const offset = trustedHopOffset(input)
  if (offset === null) return self
  const chosen = entryAtOffset(forwardedList(headers.get('x-forwarded-for')), offset)
  return chosen ? normalized(chosen) : self
}
