import { describe, expect, it } from 'vitest'
import { enterPreview, enterPreviewByForm, type PreviewEntry } from './preview-routes.server'
import { previewToken } from './preview-token'

const SECRET = 'preview-secret-0123456789abcdef'
const NOW = Date.UTC(2026, 10, 27, 12)
const open: PreviewEntry = { secret: SECRET, attempt: async () => true, now: () => NOW }
const get = (query: string, headers: Record<string, string> = {}) => new Request(`https://site.example/api/preview${query}`, { headers })

describe('entering the preview', () => {
  it("sends a browser already in preview straight to the page (Contentful's preview URL names only the path)", async () => {
    const response = await enterPreview(get('?path=/draft', { cookie: `preview=${previewToken(SECRET, NOW)}` }), open)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/draft')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('shows anyone else a form that posts the secret, keeping the page to go to, and counts nothing', async () => {
    let attempts = 0
    const response = await enterPreview(get('?path=/a%22b'), { ...open, attempt: async () => (attempts++, true) })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<input type="hidden" name="path" value="/a&#34;b">')
    expect(html).toContain('type="password"')
    expect(attempts).toBe(0)
  })

  it('does not exist without PREVIEW_SECRET, and takes a form only', async () => {
    expect((await enterPreview(get('?path=/'), { ...open, secret: undefined })).status).toBe(404)
    const json = new Request('https://site.example/api/preview', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secret: SECRET }) })
    expect((await enterPreviewByForm(json, open)).status).toBe(415)
  })
})
