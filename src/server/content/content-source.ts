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
}
