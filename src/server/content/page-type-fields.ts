/**
 * The field specs of the page types, by page-type id, from their manifests: the one part of a page
 * type the browser never loads (docs/decisions/026-page-type-manifest.md). A page whose own fields
 * are missing or malformed is still served, without the parts those fields show; each problem is
 * reported (src/content-model/page-fields.ts).
 */
import { pageTypeManifests } from '../../page-types/page-type-manifests.ts'
import type { AnyPageFieldsSpec } from '../../content-model/page-fields.ts'

/** By id as pages name it (a custom-form page may name a type the site lacks: no spec). */
export const pageTypeFieldSpecs: Readonly<Record<string, AnyPageFieldsSpec>> = Object.fromEntries(
  pageTypeManifests.map((manifest): [string, AnyPageFieldsSpec] => [manifest.id, manifest.fields()]),
)
