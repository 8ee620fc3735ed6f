/**
 * Reads localized fields with Contentful's per-field fallback (es-MX -> en-US) and follows links
 * to a bounded depth. Cycles are safe: a link back to an entry being resolved is not followed.
 */
import type { RawAsset, RawEntry, RawLocale, SpaceSnapshot } from './space-snapshot.ts'

export type LinkTarget =
  | { kind: 'entry'; entry: RawEntry }
  | { kind: 'asset'; asset: RawAsset }
  | { kind: 'missing'; id: string }

type Link = { sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string } }

export function isLink(value: unknown): value is Link {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys
  return sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string'
}

export class LocalizedReader {
  readonly entries: ReadonlyMap<string, RawEntry>
  readonly assets: ReadonlyMap<string, RawAsset>
  private readonly fallbacks: ReadonlyMap<string, string | null>
  private readonly defaultLocale: string

  constructor(snapshot: Pick<SpaceSnapshot, 'entries' | 'assets' | 'locales'>) {
    this.entries = new Map(snapshot.entries.map((entry) => [entry.sys.id, entry]))
    this.assets = new Map(snapshot.assets.map((asset) => [asset.sys.id, asset]))
    this.fallbacks = new Map(snapshot.locales.map((locale: RawLocale) => [locale.code, locale.fallbackCode ?? null]))
    this.defaultLocale = snapshot.locales.find((locale) => locale.default)?.code ?? 'en-US'
  }

  /** The locales to try, in order: the asked one, its fallback chain, then the default locale. */
  private chain(locale: string): string[] {
    const chain: string[] = []
    let current: string | null | undefined = locale
    while (current && !chain.includes(current)) {
      chain.push(current)
      current = this.fallbacks.get(current)
    }
    if (!chain.includes(this.defaultLocale)) chain.push(this.defaultLocale)
    return chain
  }

  /** A field's value in a locale, falling back per field; undefined when no locale has it. */
  field(item: { fields: Record<string, Record<string, unknown>> }, fieldId: string, locale: string): unknown {
    const values = item.fields[fieldId]
    if (!values) return undefined
    for (const code of this.chain(locale)) {
      const value = values[code]
      if (value !== undefined && value !== null && value !== '') return value
    }
    return undefined
  }


  follow(value: unknown): LinkTarget | null {
    if (!isLink(value)) return null
    const { id, linkType } = value.sys
    if (linkType === 'Entry') {
      const entry = this.entries.get(id)
      return entry ? { kind: 'entry', entry } : { kind: 'missing', id }
    }
    const asset = this.assets.get(id)
    return asset ? { kind: 'asset', asset } : { kind: 'missing', id }
  }
}
