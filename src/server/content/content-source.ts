import type { SpaceSnapshot } from './space-snapshot.ts'

/** Where content comes from: the export file or Contentful. Both answer the same raw snapshot. */
export type ContentSource = {
  /** A short description for logs ("export file content/export.json", "Contentful space abc"). */
  readonly name: string
  load(): Promise<SpaceSnapshot>
}
