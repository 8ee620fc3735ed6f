/** Server functions for content shared by many features; inputs parsed with zod at the boundary. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { LOCALES } from '../shared/locale.ts'
import { contentService } from '../server/content/content-service.server.ts'

const localeInput = z.object({ locale: z.enum(LOCALES) })
const pageInput = localeInput.extend({ path: z.string().startsWith('/').max(2048) })

export const fetchPage = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }) => (await contentService().current()).page(data.locale, data.path))

export const fetchSiteSettings = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => (await contentService().current()).siteSettings(data.locale))

export const fetchLabels = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => (await contentService().current()).labels(data.locale))

export const fetchPlans = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => (await contentService().current()).plans(data.locale))

export const fetchPersonalizedContent = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => (await contentService().current()).personalizedContent(data.locale))
