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
 * cannot set) and no header of the client's is read.
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

function forwardedList(header: string | null): string[] {
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

export function clientAddress({ peer, headers, trust, onWorkers }: ClientAddressInput): string {
  if (onWorkers) return normalized(headers.get('cf-connecting-ip')?.trim() || peer || 'unknown')
  const self = peer ? normalized(peer) : 'unknown'
  if (trust.kind === 'none') return self
  const forwarded = forwardedList(headers.get('x-forwarded-for'))
  if (trust.kind === 'hops') {
    // Fewer entries than hops: the request came through fewer proxies than configured; the leftmost is the furthest we know.
    const chosen = forwarded[Math.max(0, forwarded.length - trust.hops)]
    return chosen ? normalized(chosen) : self
  }
  const trusted = (address: string) => {
    const ip = parseIp(address)
    return ip !== null && trust.ranges.some((range) => inRange(ip, range))
  }
  if (!peer || !trusted(peer)) return self
  for (let index = forwarded.length - 1; index >= 0; index--) {
    if (!trusted(forwarded[index]!)) return normalized(forwarded[index]!)
  }
  return forwarded[0] ? normalized(forwarded[0]) : self
}
