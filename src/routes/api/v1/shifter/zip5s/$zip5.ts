import { createFileRoute } from '@tanstack/react-router'
import { CACHE, jsonResponse } from '../../../../../server/http/response-policy'
import { lookupZip } from '../../../../../server/zip/zip-directory.server'

const ZIP5 = /^\d{5}$/
// Zip data changes rarely: browsers and CDNs may keep an answer for a day.
const CACHEABLE = { cache: CACHE.day, headers: { 'Access-Control-Allow-Origin': '*' } }

/** GET /api/v1/shifter/zip5s/{zip5} → 200 { zip5, city, state, latitude, longitude } | 404 | 400 (docs/behaviour.md §1). */
export const Route = createFileRoute('/api/v1/shifter/zip5s/$zip5')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (!ZIP5.test(params.zip5)) {
          return jsonResponse(400, { error: 'A zip code is five digits.' }, CACHEABLE)
        }
        const record = await lookupZip(params.zip5)
        if (!record) return jsonResponse(404, { error: 'Unknown zip code.' }, CACHEABLE)
        return jsonResponse(200, record, CACHEABLE)
      },
    },
  },
})
