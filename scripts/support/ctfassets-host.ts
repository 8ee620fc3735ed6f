/**
 * Contentful's file hosts (*.ctfassets.net) answered on loopback, so that a measurement of an export
 * whose images live there does not depend on the network (an image that fails changes what is
 * measured: another LCP element, a layout shift). A browser resolves the hosts here with
 * `--host-resolver-rules` and accepts this run's self-signed certificate (`--ignore-certificate-errors`);
 * URLs keep their host name, so the site's content security policy applies as it would online.
 *
 * An image is a PNG of the asset's declared aspect ratio (the export's `details.image`, 16:9 when the
 * path is not in the export) at the size the Images API would make for `w`/`h` (never larger than
 * declared), about 0.1 byte per pixel (what a photo costs as JPEG or WebP at q≈70): rows of one
 * colour with evenly spread rows of noise. `fm` and `q` are ignored (browsers decode by content).
 * The same approach as the shared peers bench's image host.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { deflate } from 'node:zlib'

const deflateAsync = promisify(deflate)
const BYTES_PER_PIXEL = 0.1
const CTF_HOST = /(^|\.)ctfassets\.net$/i

type Declared = { width: number; height: number; contentType: string }
type ExportFile = { url?: unknown; contentType?: unknown; details?: { image?: { width?: number; height?: number } } }

/** The export's files on Contentful's hosts, by URL path. */
function ctfAssets(exportData: { assets?: { fields?: { file?: Record<string, ExportFile> } }[] }): Map<string, Declared> {
  const byPath = new Map<string, Declared>()
  for (const asset of exportData.assets ?? []) {
    for (const file of Object.values(asset.fields?.file ?? {})) {
      if (typeof file.url !== 'string' || !/^(https?:)?\/\//.test(file.url)) continue // a site path
      const url = new URL(file.url.startsWith('//') ? `https:${file.url}` : file.url)
      if (!CTF_HOST.test(url.hostname)) continue
      byPath.set(url.pathname, { width: file.details?.image?.width ?? 1600, height: file.details?.image?.height ?? 900, contentType: String(file.contentType ?? '') })
    }
  }
  return byPath
}

function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'ctfassets-cert-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=*.ctfassets.net', '-addext', 'subjectAltName=DNS:*.ctfassets.net,DNS:ctfassets.net', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    )
    if (made.status !== 0) throw new Error('openssl could not make a certificate for *.ctfassets.net')
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

/** An RGB PNG of width × height weighing about `budget` bytes, the same bytes for the same seed. */
async function noisePng(width: number, height: number, budget: number, seed: string): Promise<Buffer> {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) & 0xff
  }
  const rowBytes = 1 + 3 * width
  const raw = Buffer.alloc(rowBytes * height)
  const colour = [next(), next(), next()]
  const noiseRows = Math.max(0, Math.min(height, Math.round((budget - 0.004 * raw.length - 100) / rowBytes)))
  for (let y = 0; y < height; y++) {
    const offset = y * rowBytes
    if (Math.floor(((y + 1) * noiseRows) / height) > Math.floor((y * noiseRows) / height)) {
      for (let i = 1; i < rowBytes; i++) raw[offset + i] = next()
    } else {
      raw[offset] = 1
      raw.set(colour, offset + 1)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', await deflateAsync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** The size the Images API makes for `w`/`h`: the declared file scaled to fit, never larger. */
function apiSize(declared: Declared, params: URLSearchParams): [number, number] {
  const px = (name: string) => {
    const value = Number.parseInt(params.get(name) ?? '', 10)
    return Number.isFinite(value) && value > 0 ? value : Infinity
  }
  const scale = Math.min(1, px('w') / declared.width, px('h') / declared.height)
  return [Math.max(1, Math.round(declared.width * scale)), Math.max(1, Math.round(declared.height * scale))]
}

export type CtfassetsHost = { chromeFlags: string[]; stop: () => Promise<void> }

/** Starts the host for the export's files; `chromeFlags` point a browser at it. */
export async function startCtfassetsHost(exportPath: string): Promise<CtfassetsHost> {
  const assets = ctfAssets(JSON.parse(readFileSync(exportPath, 'utf8')) as Parameters<typeof ctfAssets>[0])
  const cache = new Map<string, Promise<Buffer>>()
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (request, response) => {
    const url = new URL(request.url, 'https://images.ctfassets.net')
    const declared = assets.get(url.pathname) ?? { width: 1600, height: 900, contentType: 'image/jpeg' }
    const [width, height] = apiSize(declared, url.searchParams)
    const key = `${url.pathname} ${width}x${height}`
    if (!cache.has(key)) cache.set(key, noisePng(width, height, BYTES_PER_PIXEL * width * height, key))
    void (cache.get(key) as Promise<Buffer>).then((body) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(body.length), 'cache-control': 'public, max-age=31536000', 'access-control-allow-origin': '*' })
      response.end(body)
    })
  })
  server.on('sessionError', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const sessions = new Set<{ destroy: () => void }>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  return {
    chromeFlags: [`--host-resolver-rules=MAP *.ctfassets.net 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy()
        server.close(() => resolve())
      }),
  }
}
