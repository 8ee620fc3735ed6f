import { describe, expect, it } from 'vitest'
import { answerCode, answerHead, outcomeOf } from './crm-answer'

describe("what a CRM's answer means for a delivery", () => {
  it('delivered on 2xx; parked for good on 4xx other than 408 and 429; retried otherwise', () => {
    expect([200, 201, 202, 204].map(outcomeOf)).toEqual(['delivered', 'delivered', 'delivered', 'delivered'])
    expect([400, 401, 403, 404, 409, 410, 413, 422].map(outcomeOf)).toEqual(Array(8).fill('dead'))
    expect([408, 429, 500, 502, 503, 504, 301, 302, 307].map(outcomeOf)).toEqual(Array(9).fill('retry'))
  })
})

describe('the part of an answer kept', () => {
  it('is the first kilobyte, read no further', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new TextEncoder().encode('y'.repeat(600)))
        if (pulled > 100) controller.close()
      },
    })
    expect(await answerHead(new Response(body))).toBe('y'.repeat(1024))
    expect(pulled).toBeLessThan(5)
  })

  it('is the whole of a short answer, without NUL characters, and empty for no body', async () => {
    expect(await answerHead(new Response('{"error":"bad\u0000 field"}'))).toBe('{"error":"bad field"}')
    expect(await answerHead(new Response(null, { status: 400 }))).toBe('')
  })

  it('cuts a character split at the limit into one replacement character', async () => {
    const text = `${'a'.repeat(1023)}é`
    expect(await answerHead(new Response(text))).toBe(`${'a'.repeat(1023)}\uFFFD`)
  })
})

describe('the code kept of a refusal', () => {
  it('is the code field of a JSON answer, nested or in a list', () => {
    expect(answerCode('{"code":"invalid_email","detail":"rosa@example.org is not valid"}')).toBe('invalid_email')
    expect(answerCode('{"error":{"code":"duplicate","message":"rosa@example.org exists"}}')).toBe('duplicate')
    expect(answerCode('{"errors":[{"code":"E42","field":"email"}]}')).toBe('E42')
    expect(answerCode('{"error":"rate.limited"}')).toBe('rate.limited')
  })

  it('is found in an answer cut at the kilobyte read', () => {
    expect(answerCode(`{"code":"too_long","pad":"${'x'.repeat(2000)}`.slice(0, 1024))).toBe('too_long')
  })

  it('is null for anything that is not a code: text, an echoed email, a sentence, HTML', () => {
    expect(answerCode('rosa@example.org is already subscribed')).toBeNull()
    expect(answerCode('{"error":"rosa@example.org is already subscribed"}')).toBeNull()
    expect(answerCode('{"code":"rosa@example.org"}')).toBeNull()
    expect(answerCode('<html><body>Bad Request</body></html>')).toBeNull()
    expect(answerCode('')).toBeNull()
  })
})
