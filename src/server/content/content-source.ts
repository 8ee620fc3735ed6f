import type { SpaceSnapshot } from './space-snapshot.ts'

/** Where content comes from: the export file or Contentful. Both answer the same raw snapshot. */
export type ContentSource = {
  /** A short description for logs ("export file content/export.json", "Contentful space abc"). */
  readonly name: string
  /**
   * The content now. Answering the very snapshot object answered before says "nothing changed":
   * the content service then keeps its index, and with it the origin cache's pages. A source that
   * cannot tell simply answers a new snapshot each time.
   */
  load(): Promise<SpaceSnapshot>
  /**
   * Asks the origin itself now (a publish), where load() reads a copy others keep up to date (the
   * shared snapshot, ADR 053). Absent: load() is that read.
   */
  sync?(): Promise<SpaceSnapshot>
  /** The version of a snapshot this source answered that every process and isolate agrees on, if it knows one (content-version.ts). */
  versionOf?(snapshot: SpaceSnapshot): string | undefined
}
