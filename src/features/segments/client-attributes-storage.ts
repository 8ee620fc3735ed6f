import type { Segments } from './segments-slice'

/** The one localStorage entry that remembers the visitor between visits (docs/behaviour.md §6). */
export const CLIENT_ATTRIBUTES_KEY = 'campaign-site:client-attributes'

export type StoredClientAttributes = { segments: Segments; attributes: Record<string, string> }

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined)

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}

/** Reads the entry; an entry that cannot be parsed is logged to the console and ignored. */
export function readClientAttributes(storage: Pick<Storage, 'getItem'>): StoredClientAttributes | null {
  let raw: string | null
  try {
    raw = storage.getItem(CLIENT_ATTRIBUTES_KEY)
  } catch {
    return null // storage disabled: nothing remembered
  }
  if (raw === null) return null
  try {
    const parsed = JSON.parse(raw) as { segments?: Record<string, unknown>; attributes?: Record<string, unknown> }
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
    const stored = parsed.segments && typeof parsed.segments === 'object' && !Array.isArray(parsed.segments) ? parsed.segments : {}
    const segments: Segments = dropUndefined({
      zip: /^\d{5}$/.test(text(stored.zip) ?? '') ? text(stored.zip) : undefined,
      stateCode: text(stored.stateCode),
      city: text(stored.city),
      latitude: number(stored.latitude),
      longitude: number(stored.longitude),
      disableLiberty: flag(stored.disableLiberty),
      isOverride: flag(stored.isOverride),
    })
    const storedAttributes = parsed.attributes && typeof parsed.attributes === 'object' && !Array.isArray(parsed.attributes) ? parsed.attributes : {}
    const attributes = Object.fromEntries(
      Object.entries(storedAttributes).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    )
    return { segments, attributes }
  } catch (error) {
    console.warn(`Ignoring the stored client attributes (${CLIENT_ATTRIBUTES_KEY}): ${String(error)}`)
    return null
  }
}

export function writeClientAttributes(storage: Pick<Storage, 'setItem'>, value: StoredClientAttributes): void {
  try {
    storage.setItem(CLIENT_ATTRIBUTES_KEY, JSON.stringify(value))
  } catch {
    // Full or disabled storage: the visit works, it just is not remembered.
  }
}
