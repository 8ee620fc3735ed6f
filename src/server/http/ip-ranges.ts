/**
 * IP addresses and CIDR ranges, for TRUST_PROXY's list of trusted proxies. Plain code (no
 * node:net), so it runs on Workers too. An IPv4 address written the IPv6 way (`::ffff:10.0.0.1`,
 * as a dual-stack socket reports it) is the IPv4 address.
 */
export type IpAddress = { family: 4 | 6; value: bigint }
export type IpRange = { family: 4 | 6; base: bigint; prefix: number }

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let value = 0n
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    value = (value << 8n) | BigInt(Number(part))
  }
  return value
}

function parseIpv6(text: string): bigint | null {
  let body = text
  const tail: bigint[] = []
  // An IPv4 address in the last 32 bits (::ffff:10.0.0.1).
  if (body.includes('.')) {
    const cut = body.lastIndexOf(':')
    const v4 = cut === -1 ? null : parseIpv4(body.slice(cut + 1))
    if (v4 === null) return null
    tail.push(v4 >> 16n, v4 & 0xffffn)
    body = body.slice(0, cut + 1)
    if (!body.endsWith('::')) body = body.slice(0, -1)
  }
  const halves = body.split('::')
  if (halves.length > 2) return null
  const words = (half: string) => (half === '' ? [] : half.split(':'))
  const left = words(halves[0] ?? '')
  const right = halves.length === 2 ? words(halves[1] ?? '') : []
  if (![...left, ...right].every((word) => /^[0-9a-f]{1,4}$/i.test(word))) return null
  const given = left.length + right.length + tail.length
  if (halves.length === 1 ? given !== 8 : given > 7) return null
  const word = (hex: string) => BigInt(`0x${hex}`)
  const sequence = [...left.map(word), ...Array<bigint>(halves.length === 2 ? 8 - given : 0).fill(0n), ...right.map(word), ...tail]
  return sequence.reduce((value, next) => (value << 16n) | next, 0n)
}

const MAPPED_V4_PREFIX = 0xffffn << 32n

/** Longer than any address with a zone (`[ffff:…:255.255.255.255%eth0]`): not an address, whatever the header says. */
const MAX_ADDRESS_LENGTH = 100

export function parseIp(text: string): IpAddress | null {
  if (text.length > MAX_ADDRESS_LENGTH) return null
  const trimmed = text.trim().replace(/^\[(.*)\]$/, '$1')
  const v4 = parseIpv4(trimmed)
  if (v4 !== null) return { family: 4, value: v4 }
  // A zone (fe80::1%eth0) names a link, not an address. Cut at its `%` by index: `/%.*$/` is quadratic on many of them.
  const zone = trimmed.indexOf('%')
  const v6 = trimmed.includes(':') ? parseIpv6(zone === -1 ? trimmed : trimmed.slice(0, zone)) : null
  if (v6 === null) return null
  if (v6 >> 32n === MAPPED_V4_PREFIX >> 32n) return { family: 4, value: v6 & 0xffffffffn }
  return { family: 6, value: v6 }
}

/** `10.0.0.0/8`, `2001:db8::/32`, or a single address (the whole prefix). */
export function parseIpRange(text: string): IpRange | null {
  const [address, prefixText, extra] = text.trim().split('/')
  if (extra !== undefined || !address) return null
  const ip = parseIp(address)
  if (!ip) return null
  const bits = ip.family === 4 ? 32 : 128
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null
  const prefix = prefixText === undefined ? bits : Number(prefixText)
  if (prefix > bits) return null
  const shift = BigInt(bits - prefix)
  return { family: ip.family, base: (ip.value >> shift) << shift, prefix }
}

export function inRange(address: IpAddress, range: IpRange): boolean {
  if (address.family !== range.family) return false
  const shift = BigInt((address.family === 4 ? 32 : 128) - range.prefix)
  return address.value >> shift === range.base >> shift
}
