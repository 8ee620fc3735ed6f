/**
 * The local Contentful stand-in, read through the site's own fetch client for the Delivery API
 * (the client Workers use): the whole space on an initial sync, exactly the changes and deletions
 * since a token after the export file is rewritten, paging, the token check and the outage switch.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { contentfulDeliverySource } from '../../src/server/content/contentful-delivery-source.server.ts'
import { contentfulFetchClient } from '../../src/server/content/contentful-fetch-client.ts'
import { contentfulStandInPerTest } from '../../tests/support/contentful-stand-in-per-test.ts'

type Export = { entries: { sys: { id: string; publishedVersion?: number }; fields: Record<string, Record<string, unknown>> }[]; assets: unknown[]; locales: unknown[] }

const SPACE = 'stand-in-test-space'
const TOKEN = 'stand-in-test-token'
const exported = JSON.parse(readFileSync('tests/fixtures/alternate-export.json', 'utf8')) as Export
const standIn = contentfulStandInPerTest({ initial: exported, spaceId: SPACE, accessToken: TOKEN })
const publish = (data: Export) => standIn.publish(data)

const client = (accessToken = TOKEN) => contentfulFetchClient({ deliveryUrl: standIn.url, spaceId: SPACE, environment: 'master', accessToken })
const ids = (items: readonly unknown[]) => items.map((item) => (item as { sys: { id: string } }).sys.id).sort()

describe('the Contentful stand-in', () => {
  it('answers the published space on an initial sync, every page of it, and the locales', async () => {
    const answer = await client().sync({ initial: true, limit: 2 })
    expect(ids(answer.entries)).toEqual(ids(exported.entries.filter((entry) => typeof entry.sys.publishedVersion === 'number')))
    expect(answer.entries.length).toBeGreaterThan(2)
    expect(answer.nextSyncToken).toBeTruthy()
    expect((await client().getLocales()).items.map((locale) => (locale as { code: string }).code)).toEqual(exported.locales.map((locale) => (locale as { code: string }).code))
  })

  it('answers only what changed since a token: an edited entry, and a deleted one as DeletedEntry', async () => {
    const first = await client().sync({ initial: true, limit: 1000 })
    const unchanged = await client().sync({ nextSyncToken: first.nextSyncToken! })
    expect([unchanged.entries, unchanged.assets, unchanged.deletedEntries, unchanged.deletedAssets].flat()).toEqual([])

    const [edited, removed] = exported.entries
    const next = structuredClone(exported)
    next.entries = next.entries.filter((entry) => entry.sys.id !== removed!.sys.id)
    next.entries.find((entry) => entry.sys.id === edited!.sys.id)!.fields.title = { 'en-US': 'Edited in the stand-in' }
    publish(next)
    const delta = await client().sync({ nextSyncToken: unchanged.nextSyncToken! })
    expect(ids(delta.entries)).toEqual([edited!.sys.id])
    expect(ids(delta.deletedEntries)).toEqual([removed!.sys.id])
  })

  it('refuses a wrong access token (401) and an unknown sync token (400), as Contentful does', async () => {
    await expect(client('another-token').sync({ initial: true, limit: 1000 })).rejects.toMatchObject({ status: 401, name: 'AccessTokenInvalid' })
    await expect(client().sync({ nextSyncToken: 'never-given' })).rejects.toMatchObject({ status: 400 })
  })

  it('answers 503 to every API request while taken down, and the space again once brought back', async () => {
    expect((await standIn.control('down')).status).toBe(200)
    await expect(client().sync({ initial: true, limit: 1000 })).rejects.toMatchObject({ status: 503 })
    await expect(client().getLocales()).rejects.toMatchObject({ status: 503 })
    expect((await fetch(`${standIn.url}/_stand-in/health`)).status).toBe(200)
    await standIn.control('up')
    expect((await client().sync({ initial: true, limit: 1000 })).entries.length).toBeGreaterThan(0)
  })

  it('keeps serving the last content when the file is rewritten with something that is not JSON', async () => {
    const before = await client().sync({ initial: true, limit: 1000 })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    writeFileSync(standIn.file, '{ half a file')
    const after = await client().sync({ initial: true, limit: 1000 })
    expect(ids(after.entries)).toEqual(ids(before.entries))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('serving the last content'))
  })

  it("serves the node server's SDK too, at CONTENTFUL_DELIVERY_URL over plain http", async () => {
    const source = contentfulDeliverySource({ spaceId: SPACE, environment: 'master', accessToken: TOKEN, deliveryUrl: standIn.url })
    const snapshot = await source.load()
    expect(ids(snapshot.entries)).toEqual(ids(exported.entries.filter((entry) => typeof entry.sys.publishedVersion === 'number')))
    publish({ ...exported, entries: exported.entries.slice(1) })
    expect((await source.load()).entries).toHaveLength(snapshot.entries.length - 1)
  })
})
