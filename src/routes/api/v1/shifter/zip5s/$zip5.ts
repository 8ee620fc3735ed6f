import { createFileRoute } from '@tanstack/react-router'
import { lookupZip } from '../../../../../server/zip/zip-directory.server'

const ZIP5 = /^\d{5}$/
// Zip data changes rarely: browsers and CDNs may keep an answer for a day.
const CACHEABLE = { 'Cache-Control': 'public, max-age=86400, s-maxage=86400', 'Access-Control-Allow-Origin': '*' }

/** GET /api/v1/shifter/zip5s/{zip5} → 200 { zip5, city, state, latitude, longitude } | 404 | 400 (docs/behaviour.md §1). */
export const Route = createFileRoute('/api/v1/shifter/zip5s/$zip5')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (!ZIP5.test(params.zip5)) {
          return Response.json({ error: 'A zip code is five digits.' }, { status: 400, headers: CACHEABLE })
        }
        const record = await lookupZip(params.zip5)
        if (!record) return Response.json({ error: 'Unknown zip code.' }, { status: 404, headers: CACHEABLE })
        return Response.json(record, { headers: CACHEABLE })
      },
    },
  },
})
