import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../../../app.config'
import { CACHE, UNLISTED, htmlResponse, robotsMetaTag, textResponse } from '../../../server/http/response-policy'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
const REFCODE = /^\w{1,100}$/
const FORM_NAME = /^[A-Za-z0-9_-]{1,100}$/

/**
 * GET /sandbox-donations/donate/{form} — the sandbox provider's hosted donation page, the target
 * of DONATION_FORM_URL by default: where donate links, the redirect page type and the fallback
 * link go. Refcodes and a preset amount come from the query, as on the real provider's pages.
 */
export const Route = createFileRoute('/sandbox-donations/donate/$form')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        const config = getConfig()
        if (!config.donation.sandbox || !FORM_NAME.test(params.form)) return textResponse(404, 'Not found', { cache: CACHE.noStore })
        const query = new URL(request.url).searchParams
        const spanish = query.get('lang') === 'es'
        const attribute = (name: string, value: string | null, pattern: RegExp) => (value && pattern.test(value) ? ` ${name}="${escapeHtml(value)}"` : '')
        const html = `<!doctype html>
<html lang="${spanish ? 'es-MX' : 'en-US'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${robotsMetaTag(UNLISTED)}
<meta name="description" content="${spanish ? 'Formulario de donación de prueba: ningún cargo es real.' : 'Test donation form: no charge is real.'}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${spanish ? 'Donar' : 'Donate'} — sandbox</title>
<link rel="stylesheet" href="${escapeHtml(config.donation.stylesheetUrl)}">
</head>
<body>
<main class="sbd-hosted">
<h1>${spanish ? 'Donar' : 'Donate'}</h1>
<div data-donation-embed data-form="${escapeHtml(params.form)}" data-token="${escapeHtml(config.donation.token)}" data-lang="${spanish ? 'es' : 'en'}"${attribute('data-refcode', query.get('refcode'), REFCODE)}${attribute('data-refcode2', query.get('refcode2'), REFCODE)}${attribute('data-amount', query.get('amount'), /^\d{1,4}$/)}></div>
</main>
<script src="${escapeHtml(config.donation.scriptUrl)}" defer></script>
</body>
</html>`
        return htmlResponse(200, html, { cache: CACHE.noStore, robots: UNLISTED })
      },
    },
  },
})
