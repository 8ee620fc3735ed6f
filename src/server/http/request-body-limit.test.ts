import { describe, expect, it } from 'vitest'
import { bodyLimitFor, MAX_REQUEST_BODY_BYTES, readBoundedBody, refuseOversizedBody, ROUTE_BODY_LIMITS } from './request-body-limit'

const request = (method: string, headers: Record<string, string>) => new Request('http://site.example/_serverFn/x', { method, headers })

describe('the request body limit', () => {
  it('lets a form-sized body through, and every GET', () => {
    expect(refuseOversizedBody(request('POST', { 'content-length': '2048' }))).toBeNull()
    expect(refuseOversizedBody(request('POST', { 'content-length': String(MAX_REQUEST_BODY_BYTES) }))).toBeNull()
    expect(refuseOversizedBody(request('GET', {}))).toBeNull()
    expect(refuseOversizedBody(request('POST', {}))).toBeNull()
  })

  it('refuses a body over the limit (413), a length that is not a number (400), a chunked body (411)', () => {
    expect(refuseOversizedBody(request('POST', { 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) }))?.status).toBe(413)
    expect(refuseOversizedBody(request('PUT', { 'content-length': '99999999999' }))?.status).toBe(413)
    expect(refuseOversizedBody(request('POST', { 'content-length': '12abc' }))?.status).toBe(400)
    expect(refuseOversizedBody(request('POST', { 'transfer-encoding': 'chunked' }))?.status).toBe(411)
  })
})

describe('the per-route body limits', () => {
  it('are the one number both the door and the handler read', async () => {
    const hook = (length: number) => new Request('http://site.example/api/webhooks/contentful', { method: 'POST', headers: { 'content-length': String(length) }, body: 'x'.repeat(length) })
    expect(bodyLimitFor('/api/webhooks/contentful')).toBe(ROUTE_BODY_LIMITS['/api/webhooks/contentful'])
    expect(bodyLimitFor('/volunteer')).toBe(MAX_REQUEST_BODY_BYTES)
    const limit = ROUTE_BODY_LIMITS['/api/webhooks/contentful']
    expect(refuseOversizedBody(hook(limit))).toBeNull()
    expect(await readBoundedBody(hook(limit), '/api/webhooks/contentful')).toHaveLength(limit)
    expect(refuseOversizedBody(hook(limit + 1))?.status).toBe(413)
    expect(await readBoundedBody(hook(limit + 1), '/api/webhooks/contentful')).toBeNull()
  })

  it('refuses a contributions body over its own, lower limit at the door', () => {
    const length = ROUTE_BODY_LIMITS['/api/webhooks/contributions'] + 1
    expect(refuseOversizedBody(new Request('http://site.example/api/webhooks/contributions', { method: 'POST', headers: { 'content-length': String(length) } }))?.status).toBe(413)
  })

  it('reads a path named in the table only as itself (no prototype names)', () => {
    expect(bodyLimitFor('constructor')).toBe(MAX_REQUEST_BODY_BYTES)
  })
})
