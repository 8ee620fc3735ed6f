/**
 * `npm run preview:link -- /a-page [--minutes 30]`: prints a link that opens the preview of that
 * page for the given minutes (src/server/preview/preview-link.ts), signed with PREVIEW_SECRET, on
 * SITE_URL when it is set. The secret stays on this machine; the link stops working by itself.
 */
import { parseArgs } from 'node:util'
import { getConfig } from '../app.config.ts'
import { sitePath } from '../src/server/preview/site-path.ts'
import { DEFAULT_LINK_MINUTES, MAX_LINK_MINUTES, signedPreviewLink } from '../src/server/preview/preview-link.ts'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { minutes: { type: 'string', default: String(DEFAULT_LINK_MINUTES) } } })

const [path] = positionals
const minutes = Number(values.minutes)
if (!path || sitePath(path) !== path) {
  console.error('Expected the path of a page on this site, such as /volunteer or /es/voluntario')
  process.exit(2)
}
if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_LINK_MINUTES) {
  console.error(`--minutes: expected a whole number from 1 to ${MAX_LINK_MINUTES} (got ${JSON.stringify(values.minutes)})`)
  process.exit(2)
}
const { previewSecret, siteUrl } = getConfig()
if (!previewSecret) {
  console.error('PREVIEW_SECRET is not set: there is no preview to link to')
  process.exit(2)
}
process.stdout.write(`${siteUrl ?? ''}${signedPreviewLink(previewSecret, path, minutes)}\n`)
