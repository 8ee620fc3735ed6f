/**
 * The field schemas of the implemented page types, by content type id. Server-only, so the
 * schemas stay out of the browser; a page whose own fields fail is reported and not served.
 */
import type { z } from 'zod'
import { campaignHomepageFieldsSchema } from '../../page-types/campaign-homepage/campaign-homepage.fields.ts'
import { contentDetailFieldsSchema } from '../../page-types/content-detail/content-detail.fields.ts'

export const pageTypeFieldsSchemas: Readonly<Record<string, z.ZodType>> = {
  campaignHomepage: campaignHomepageFieldsSchema,
  contentDetail: contentDetailFieldsSchema,
}
