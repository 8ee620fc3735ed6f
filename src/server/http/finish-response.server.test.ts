import { describe, expect, it } from 'vitest'
import { prepareResponse, respondWith, type FinishedText } from './finish-response.server'

const html = (body: string) => new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
const cacheControl = (value: string) => (headers: Headers) => headers.set('Cache-Control', value)

describe('the ETag of a finished page', () => {
  it('is sent with an answer that may be stored, and a client that has that version gets a 304', async () => {
    const finished = (await prepareResponse(html('<p>Plans</p>'), { development: true })) as FinishedText
    const first = await respondWith(new Request('http://localhost/plans'), finished, cacheControl('public, max-age=0, s-maxage=300'))
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const again = await respondWith(new Request('http://localhost/plans', { headers: { 'if-none-match': etag! } }), finished, cacheControl('public, max-age=0'))
    expect(again.status).toBe(304)
  })

  it('is left out of an answer no one may store, and not computed for it', async () => {
    const finished = (await prepareResponse(html('<p>Home</p>'), { development: true })) as FinishedText
    const response = await respondWith(new Request('http://localhost/'), finished, cacheControl('private, no-store'))
    expect(response.headers.get('etag')).toBeNull()
  })

  it('ignores the render timestamps of the dehydrated state: the same content has the same validator', async () => {
    const one = (await prepareResponse(html('<script>u:1795631906912</script>'), { development: true })) as FinishedText
    const two = (await prepareResponse(html('<script>u:1795631907606</script>'), { development: true })) as FinishedText
    expect(one.validator!()).toBe(two.validator!())
  })
})

describe("the mark of a render's own scripts", () => {
  it('is taken out of the finished page: two renders of the same page with different marks are the same bytes and one validator', async () => {
    const render = (mark: string) => html(`<script nonce="${mark}">self.boot()</script><p>Plans</p>`)
    const one = (await prepareResponse(render('markOne0123456789abcdefgh'), { development: true, scriptMark: 'markOne0123456789abcdefgh' })) as FinishedText
    const two = (await prepareResponse(render('markTwo0123456789abcdefgh'), { development: true, scriptMark: 'markTwo0123456789abcdefgh' })) as FinishedText
    expect(new TextDecoder().decode(one.body)).toBe('<!DOCTYPE html><html><body><script>self.boot()</script><p>Plans</p></body></html>')
    expect(one.body).toEqual(two.body)
    expect(one.validator!()).toBe(two.validator!())
  })
})
