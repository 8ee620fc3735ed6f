import { describe, expect, it } from 'vitest'
import { answersFromEntries } from '../../shared/forms/answers-from-entries'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { sentHref } from '../../shared/forms/form-post'
import { validateSubmission } from '../../shared/forms/validate-submission'
import { isFormEncoded, parseFormPost } from './parse-form-post'

const form: FormDefinition = {
  submitLabel: 'Sign up',
  fields: [
    { name: 'firstName', kind: 'text', label: 'First name', required: true },
    { name: 'email', kind: 'email', label: 'Email', required: true },
    { name: 'state', kind: 'state', label: 'State' },
    { name: 'interests', kind: 'checkboxes', label: 'Help with', options: [{ value: 'canvass', label: 'Doors' }, { value: 'calls', label: 'Calls' }, { value: 'host', label: 'Host' }] },
    { name: 'when', kind: 'radio', label: 'When', options: [{ value: 'weekends', label: 'Weekends' }] },
    { name: 'size', kind: 'select', label: 'Size', options: [{ value: 's', label: 'S' }, { value: 'm', label: 'M' }] },
    { name: 'smsConsent', kind: 'checkbox', label: 'Texts' },
    { name: 'comments', kind: 'textarea', label: 'Comments' },
  ],
}
const PAGE = new URL('https://site.example/volunteer')

/** The body a browser sends for this FormData: application/x-www-form-urlencoded, in document order. */
function bodyOf(entries: [string, string][]): { body: string; data: FormData } {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return { body: new URLSearchParams(data as unknown as Record<string, string>).toString(), data }
}

describe('a form posted by the browser itself', () => {
  it('is read as the script reads the same form’s FormData: every ticked box of a group, a single box as ticked, text as typed', () => {
    const { body, data } = bodyOf([
      ['_form', 'pledge'],
      ['firstName', ' Ana María '],
      ['email', 'ana+news@example.org'],
      ['state', 'tx'],
      ['interests', 'canvass'],
      ['interests', 'host'],
      ['when', 'weekends'],
      ['size', 'm'],
      ['smsConsent', 'on'],
      ['comments', 'Línea 1\r\nLínea 2 & más = 100%'],
      ['website', ''],
    ])
    const post = parseFormPost(body, PAGE)!
    expect(post.formKey).toBe('pledge')
    expect(post.website).toBeUndefined()
    const answers = answersFromEntries(form, post.entries)
    expect(answers).toEqual(answersFromEntries(form, data))
    expect(answers).toEqual({
      firstName: ' Ana María ',
      email: 'ana+news@example.org',
      state: 'tx',
      interests: ['canvass', 'host'],
      when: 'weekends',
      size: 'm',
      smsConsent: true,
      comments: 'Línea 1\r\nLínea 2 & más = 100%',
    })
    expect(validateSubmission(form, answers)).toMatchObject({ ok: true, answers: { firstName: 'Ana María', state: 'TX', interests: ['canvass', 'host'], smsConsent: true } })
  })

  it('reads what the browser leaves out: an unticked box is false, an untouched group none, an empty field empty', () => {
    const post = parseFormPost(bodyOf([['firstName', ''], ['email', 'ana@example.org']]).body, PAGE)!
    const answers = answersFromEntries(form, post.entries)
    expect(answers).toMatchObject({ firstName: '', interests: [], smsConsent: false, when: '', size: '' })
    expect(validateSubmission(form, answers)).toEqual({ ok: false, errors: { firstName: 'formRequired' } })
  })

  it('refuses a second value for a one-value field rather than picking one', () => {
    const post = parseFormPost('firstName=Ana&email=a%40example.org&size=s&size=m', PAGE)!
    // The first value is read, as FormData.get does; a tampered select still has to be one of its options.
    expect(answersFromEntries(form, post.entries).size).toBe('s')
    const tampered = parseFormPost('firstName=Ana&email=a%40example.org&size=xl', PAGE)!
    expect(validateSubmission(form, answersFromEntries(form, tampered.entries))).toEqual({ ok: false, errors: { size: 'formChooseListed' } })
  })

  it('passes on the key the page carried for the server to check, leaves out an absurdly long one; a form key no form can have is not ours', () => {
    const key = '494379.' + 'a'.repeat(43)
    expect(parseFormPost(`_key=${key}`, PAGE)!.presentedKey).toBe(key)
    expect(parseFormPost(`_key=${'k'.repeat(101)}`, PAGE)!.presentedKey).toBeUndefined()
    expect(parseFormPost('_form=Bad%20Key', PAGE)).toBeNull()
  })

  it('reads a control character in a typed answer as nothing, so the answer is stored without it', () => {
    const post = parseFormPost('firstName=Ana&email=a%40example.org&comments=abc%00def%1B&interests=calls%00', PAGE)!
    const answers = answersFromEntries(form, post.entries)
    expect(answers).toMatchObject({ comments: 'abcdef', interests: ['calls'] })
    expect(validateSubmission(form, answers)).toMatchObject({ ok: true, answers: { comments: 'abcdef' } })
  })

  it('treats a filled honeypot as a robot, and an absurdly long one too', () => {
    expect(parseFormPost('website=http%3A%2F%2Fspam.example', PAGE)!.website).toBe('http://spam.example')
    expect(parseFormPost(`website=${'x'.repeat(500)}`, PAGE)!.website).toBe('robot')
  })

  it('refuses a body of more entries than any form has', () => {
    expect(parseFormPost(Array.from({ length: 1_001 }, (_, index) => `f${index}=x`).join('&'), PAGE)).toBeNull()
  })

  it('takes the refcodes from the hidden fields, else from the URL the form was posted to', () => {
    expect(parseFormPost('refcode=mail_1&refcode2=hero_b', new URL('https://site.example/volunteer?refcode=ad_9'))!.attribution).toEqual({ refcode: 'mail_1', refcode2: 'hero_b' })
    expect(parseFormPost('email=a', new URL('https://site.example/volunteer?refcode=ad_9&refcode2=x'))!.attribution).toEqual({ refcode: 'ad_9', refcode2: 'x' })
    expect(parseFormPost('email=a', PAGE)!.attribution).toEqual({ refcode: null, refcode2: null })
  })

  it('is told by its content type: an HTML form’s encoding, with or without a charset', () => {
    const request = (type: string) => new Request('https://site.example/volunteer', { method: 'POST', headers: { 'content-type': type }, body: '' })
    expect(isFormEncoded(request('application/x-www-form-urlencoded'))).toBe(true)
    expect(isFormEncoded(request('Application/X-WWW-Form-Urlencoded; charset=UTF-8'))).toBe(true)
    expect(isFormEncoded(request('multipart/form-data; boundary=x'))).toBe(false)
    expect(isFormEncoded(request('application/json'))).toBe(false)
  })
})

describe('the page a stored post without a success page returns to', () => {
  it('is the page as it was asked for, its thanks showing and scrolled to', () => {
    expect(sentHref(new URL('https://site.example/es/voluntariado?refcode=ad_9&sent=old'), 'form')).toBe('/es/voluntariado?refcode=ad_9&sent=form#form')
    expect(sentHref(new URL('https://site.example/take-action'), 'form-pledge')).toBe('/take-action?sent=form-pledge#form-pledge')
  })
})
