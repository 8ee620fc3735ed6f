/**
 * npm run content:outline-graphics — writes the demo campaign's SVG graphics from their sources in
 * content/graphics-source/ to public/content-assets/ with each `<text>` drawn as a path, and
 * updates the files' sizes in content/export.json (ADR 040).
 *
 * Why: an SVG shown in an `<img>` lays its text out with the visitor's own fonts, and in Chromium
 * each text size is a font lookup that waits on the browser process during the page's first
 * layout (30 of the 48 on a share page). Drawn as paths, the graphic looks the same everywhere
 * and costs no lookup. The glyphs are Liberation Sans (`fonts-liberation`), which has Arial's
 * metrics, the family the sources name.
 *
 * Run it after editing a source; the written files are committed, so neither the build nor the
 * site needs the fonts or this script.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import opentype from 'opentype.js'

const SOURCES = 'content/graphics-source'
const TARGET = 'public/content-assets'
const EXPORT = 'content/export.json'
const FONT_DIR = '/usr/share/fonts/truetype/liberation'
/** Glyphs are drawn at 200 units to the em and scaled into place: whole numbers, finer than a device pixel at any size the site shows. */
const UNITS_PER_EM = 200

function loadFont(file: string): opentype.Font {
  try {
    const bytes = readFileSync(join(FONT_DIR, file))
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  } catch {
    console.error(`${join(FONT_DIR, file)} not found: install it with "apt-get install -y fonts-liberation".`)
    process.exit(1)
  }
}
const regular = loadFont('LiberationSans-Regular.ttf')
const bold = loadFont('LiberationSans-Bold.ttf')

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }
const decodeXml = (text: string) => text.replace(/&(#\d+|lt|gt|quot|apos|amp);/g, (_, name: string) => (name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? '')))
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]
const decimal = (value: number) => String(Math.round(value * 1000) / 1000)

/** Path data with relative commands between whole-number points: about a third of absolute decimals' bytes. */
function pathData(commands: opentype.PathCommand[]): string {
  let data = ''
  let [x, y, startX, startY] = [0, 0, 0, 0]
  const numbers = (values: number[]) => values.map((value, index) => (index > 0 && value >= 0 ? ' ' : '') + String(value)).join('')
  const to = (command: string, points: number[]) => {
    const rounded = points.map(Math.round)
    data += command + numbers(rounded.map((value, index) => value - (index % 2 === 0 ? x : y)))
    ;[x, y] = rounded.slice(-2) as [number, number]
  }
  for (const command of commands) {
    if (command.type === 'M') {
      to('m', [command.x, command.y])
      ;[startX, startY] = [x, y]
    } else if (command.type === 'L') to('l', [command.x, command.y])
    else if (command.type === 'Q') to('q', [command.x1, command.y1, command.x, command.y])
    else if (command.type === 'C') to('c', [command.x1, command.y1, command.x2, command.y2, command.x, command.y])
    else {
      data += 'z'
      ;[x, y] = [startX, startY]
    }
  }
  return data
}

/** One `<text>` (no `tspan`, as the sources have) as a `<path>` with the same paint. */
function outlineText(attributes: string, content: string): string {
  const text = decodeXml(content)
  const size = Number(attribute(attributes, 'font-size'))
  const font = Number(attribute(attributes, 'font-weight') ?? 400) >= 600 ? bold : regular
  const width = font.getAdvanceWidth(text, size)
  const anchor = attribute(attributes, 'text-anchor') ?? 'start'
  const x = Number(attribute(attributes, 'x') ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0)
  const y = Number(attribute(attributes, 'y') ?? 0)
  const scale = size / UNITS_PER_EM
  const paint = ['fill', 'stroke', 'paint-order', 'opacity'].flatMap((name) => {
    const value = attribute(attributes, name)
    return value === undefined ? [] : [`${name}="${value}"`]
  })
  const strokeWidth = attribute(attributes, 'stroke-width')
  // The path is scaled, and its stroke with it.
  if (strokeWidth !== undefined) paint.push(`stroke-width="${decimal(Number(strokeWidth) / scale)}"`)
  const d = pathData(font.getPath(text, 0, 0, UNITS_PER_EM).commands)
  return `<path ${paint.join(' ')} transform="translate(${decimal(x)} ${decimal(y)}) scale(${decimal(scale)})" d="${d}"/>`
}

const written = new Map<string, number>()
for (const name of readdirSync(SOURCES).filter((file) => file.endsWith('.svg'))) {
  const source = readFileSync(join(SOURCES, name), 'utf8')
  if (/<tspan\b|<text\b[^>]*\/>/.test(source)) throw new Error(`${name}: only <text> with plain content is outlined`)
  const outlined = source.replace(/<text(\s[^>]*)>([^<]*)<\/text>/g, (_, attributes: string, content: string) => outlineText(attributes, content))
  writeFileSync(join(TARGET, name), outlined)
  written.set(`/content-assets/${name}`, Buffer.byteLength(outlined))
}

// The export states each file's size (a download link shows it).
const exported = JSON.parse(readFileSync(EXPORT, 'utf8')) as { assets?: { fields: { file?: Record<string, { url?: string; details?: { size?: number } }> } }[] }
for (const asset of exported.assets ?? []) {
  for (const file of Object.values(asset.fields.file ?? {})) {
    const size = file.url ? written.get(file.url) : undefined
    if (size !== undefined && file.details) file.details.size = size
  }
}
writeFileSync(EXPORT, `${JSON.stringify(exported, null, 2)}\n`)
console.info(`${written.size} graphics written to ${TARGET}; their sizes updated in ${EXPORT}`)
