/**
 * What a visitor wants to know before downloading a file: its kind and its size, in their language.
 * Sizes are written as Intl's short units write them (`file-facts.test.ts`).
 */
import type { Locale } from '../locale'

const KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/svg+xml': 'SVG',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'text/csv': 'CSV',
  'application/zip': 'ZIP',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
}

/** "PDF", "SVG"…: from the content type, else the file name's extension, else nothing. */
export function fileKind(contentType: string, url: string): string | null {
  const known = KINDS[contentType.split(';')[0]?.trim().toLowerCase() ?? '']
  if (known) return known
  const extension = /\.([a-z0-9]{1,5})(?:[?#]|$)/i.exec(url)?.[1]
  return extension ? extension.toUpperCase() : null
}

/** Short unit names: both languages write kB and MB. */
const UNIT = { kilobyte: 'kB', megabyte: 'MB' } as const

/** "240 kB", "1.4 MB" per the locale's number format; a small file reads "0.5 kB", never a byte count; null when unknown. */
export function fileSize(bytes: number | null, locale: Locale): string | null {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return null
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte' as const] : [Math.max(bytes / 1_000, 0.1), 'kilobyte' as const]
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${UNIT[unit]}`
}
