/**
 * Reads the plain tables of a WOFF2 file (W3C WOFF2 §4–5): the table directory, then one Brotli
 * stream holding every table back to back. Tables stored transformed (glyf, loca, sometimes hmtx)
 * are returned as stored; the metric tables read here (head, hhea, OS/2) never are.
 */
import { brotliDecompressSync } from 'node:zlib'

/** The tags WOFF2 encodes as a 6-bit index (§5.1), in order. */
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca',
  'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea',
  'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL',
  'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat',
  'Gloc', 'Feat', 'Sill',
]

export function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file')
  const numTables = file.readUInt16BE(12)
  let offset = 48
  const readBase128 = () => {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = file[offset++]!
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error('bad UIntBase128')
  }
  const directory: { tag: string; length: number }[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = file[offset++]!
    const tagIndex = flags & 0x3f
    const tag = tagIndex === 63 ? file.toString('latin1', offset, (offset += 4)) : KNOWN_TAGS[tagIndex]!
    const transformVersion = (flags >> 6) & 0x3
    const origLength = readBase128()
    // glyf and loca are transformed unless their version is 3; any other table only when it is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion !== 3 : transformVersion !== 0
    directory.push({ tag, length: transformed ? readBase128() : origLength })
  }
  const totalCompressedSize = file.readUInt32BE(20)
  const data = brotliDecompressSync(file.subarray(offset, offset + totalCompressedSize))
  const tables = new Map<string, Buffer>()
  let at = 0
  for (const { tag, length } of directory) {
    tables.set(tag, data.subarray(at, at + length))
    at += length
  }
  return tables
}

/** The vertical metrics a browser may lay a line out with, in font units. */
export function verticalMetrics(tables: Map<string, Buffer>) {
  const table = (tag: string) => {
    const found = tables.get(tag)
    if (!found) throw new Error(`no ${tag} table`)
    return found
  }
  const head = table('head')
  const hhea = table('hhea')
  const os2 = table('OS/2')
  return {
    unitsPerEm: head.readUInt16BE(18),
    hhea: { ascender: hhea.readInt16BE(4), descender: hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) },
    typo: { ascender: os2.readInt16BE(68), descender: os2.readInt16BE(70), lineGap: os2.readInt16BE(72) },
    win: { ascent: os2.readUInt16BE(74), descent: os2.readUInt16BE(76) },
    /** fsSelection bit 7: the typo metrics are the ones to use. */
    useTypoMetrics: (os2.readUInt16BE(62) & 0x80) !== 0,
    /** An MVAR table would move these metrics with the axes. */
    variesWithAxes: tables.has('MVAR'),
  }
}
