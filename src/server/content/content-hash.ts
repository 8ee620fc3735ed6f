/**
 * A content version every process and isolate computes alike from the same content: the start of
 * its SHA-256. Used for the shared snapshot (ADR 053), a Contentful sync's content, and the export
 * baked into a build.
 */
import type { SpaceSnapshot } from './space-snapshot.ts'

const HEX_DIGITS = 16

export async function contentHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, HEX_DIGITS)
}

const byId = <T extends { sys: { id: string } }>(items: readonly T[]) => [...items].sort((a, b) => (a.sys.id < b.sys.id ? -1 : a.sys.id > b.sys.id ? 1 : 0))

/**
 * The version of a snapshot's content, whatever order its items came in: an isolate that synced
 * everything at once and one that applied deltas name the same content alike.
 */
export function snapshotVersion(snapshot: SpaceSnapshot): Promise<string> {
  const issues = [...snapshot.issues].map((issue) => JSON.stringify(issue)).sort()
  return contentHash(JSON.stringify([snapshot.locales, byId(snapshot.entries), byId(snapshot.assets), issues]))
}
