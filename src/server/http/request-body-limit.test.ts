import { describe, expect, it } from 'vitest'
import { MAX_REQUEST_BODY_BYTES, refuseOversizedBody } from './request-body-limit'

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
