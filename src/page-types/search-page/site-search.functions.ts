/** The site search, answered on the server from the current content; input parsed with zod at the boundary. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentService } from '../../server/content/content-service.server.ts'
import { LOCALES } from '../../shared/locale.ts'
import { searchPages } from './search-index.ts'
import { MAX_QUERY_LENGTH } from './search-query.ts'

const searchInput = z.object({
  locale: z.enum(LOCALES),
  q: z.string().trim().max(MAX_QUERY_LENGTH),
})

export const searchSite = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(async ({ data }) => {
    if (!data.q) return []
    return searchPages((await contentService().current()).pages(data.locale), data.q, data.locale)
  })
