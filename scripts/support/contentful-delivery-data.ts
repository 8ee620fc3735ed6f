/**
 * The Content Delivery API's view of a `contentful space export` file, and what a sync token's
 * delta holds: shared by the MSW handlers (tests/mocks/contentful-handlers.ts, for unit tests)
 * and the local Contentful stand-in (scripts/contentful-stand-in.ts, for end-to-end tests), so
 * both answer alike. Relative imports with extensions only: node runs the stand-in as it is.
 */
export type Json = Record<string, unknown>

/** What a space holds, in the Delivery API's all-locales form (`locale=*`). */
export type DeliverySpaceData = { entries: Json[]; assets: Json[]; locales: Json[] }

const linkTo = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } })

/** An exported entry or asset's sys, as the Delivery API answers it. */
function deliverySys(sys: Json, type: 'Entry' | 'Asset', spaceId: string, environment: string): Json {
  const delivered: Json = {
    space: linkTo('Space', spaceId),
    id: sys.id,
    type,
    createdAt: sys.createdAt,
    updatedAt: sys.updatedAt,
    environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
    publishedVersion: sys.publishedVersion,
    revision: sys.publishedCounter ?? 1,
  }
  if (type === 'Entry') delivered.contentType = sys.contentType
  return delivered
}

/**
 * The Delivery API's view of an export: published entries and assets only, in all-locales form,
 * with the API's sys and metadata; the locales as the /locales endpoint lists them.
 */
export function deliveryDataFromExport(
  exported: { entries: Json[]; assets?: Json[]; locales: Json[] },
  spaceId: string,
  environment = 'master',
): DeliverySpaceData {
  const published = (item: Json) => {
    const sys = item.sys as Json
    return typeof sys.publishedVersion === 'number' && sys.archivedVersion === undefined
  }
  const item = (raw: Json, type: 'Entry' | 'Asset'): Json => ({
    metadata: { tags: [], concepts: [] },
    sys: deliverySys(raw.sys as Json, type, spaceId, environment),
    fields: structuredClone(raw.fields ?? {}),
  })
  return {
    entries: exported.entries.filter(published).map((entry) => item(entry, 'Entry')),
    assets: (exported.assets ?? []).filter(published).map((asset) => item(asset, 'Asset')),
    locales: exported.locales.map((locale) => ({
      code: locale.code,
      name: locale.name,
      default: locale.default === true,
      fallbackCode: locale.fallbackCode ?? null,
      sys: { id: (locale.sys as Json | undefined)?.id ?? locale.code, type: 'Locale', version: 1 },
    })),
  }
}

const syncKey = (type: string, item: Json) => `${type}:${String((item.sys as Json).id)}`

/** The space as a sync sees it: every published entry and asset by key. */
function syncView(data: DeliverySpaceData): Map<string, { type: 'Entry' | 'Asset'; item: Json; json: string }> {
  const view = new Map<string, { type: 'Entry' | 'Asset'; item: Json; json: string }>()
  for (const [type, items] of [['Entry', data.entries], ['Asset', data.assets]] as const) {
    for (const item of items) view.set(syncKey(type, item), { type, item, json: JSON.stringify(item) })
  }
  return view
}

/** What changed between a remembered space and now, as sync items (everything, without one). */
export function syncItems(data: DeliverySpaceData, seen: Map<string, string> | null): { items: Json[]; now: Map<string, string> } {
  const view = syncView(data)
  const items: Json[] = []
  for (const [key, { item, json }] of view) if (seen?.get(key) !== json) items.push(item)
  for (const key of seen?.keys() ?? []) {
    if (view.has(key)) continue
    const [type, id] = key.split(':') as [string, string]
    const deleted = { type: `Deleted${type}`, id, revision: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: new Date().toISOString() }
    items.push({ sys: deleted })
  }
  return { items, now: new Map([...view].map(([key, { json }]) => [key, json])) }
}
