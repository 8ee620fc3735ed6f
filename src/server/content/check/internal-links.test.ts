import { describe, expect, it } from 'vitest'
import { checkExport, cleanExport, entry, form, link, localized, page, richText, type TestExport } from '../../../../tests/fixtures/check-export-fixture.ts'

const linkProblems = (data: TestExport) => checkExport(data).filter((problem) => problem.check === 'links')
const find = (data: TestExport, id: string) => {
  const found = data.entries.find((candidate) => candidate.sys.id === id)
  if (!found) throw new Error(`no entry ${id}`)
  return found
}

describe('links to missing pages', () => {
  it('passes links to served pages in each language, full URLs, files and the site’s own routes', () => {
    const data = cleanExport()
    const links = ['mailto:team@example.org', '/content-assets/flyer.pdf', '/sandbox-donations/donate/main']
    find(data, 'about').fields.body = localized(richText('/volunteer?utm=x#form', ...links), richText('/voluntariado#form', ...links))
    expect(linkProblems(data)).toEqual([])
  })

  it('reports a navigation link whose URL is no page, naming the URL the visitor would get', () => {
    const data = cleanExport()
    find(data, 'linkVolunteer').fields.url = localized('/volunteer', '/voluntarios')
    expect(linkProblems(data)).toEqual([
      expect.objectContaining({ entryId: 'linkVolunteer', contentType: 'navigationLink', locale: 'es-MX', field: 'url', severity: 'error' }),
    ])
    expect(linkProblems(data)[0]?.message).toBe('"/voluntarios" leads to /es/voluntarios, where no page is served in es-MX')
  })

  it('says when the broken value is the fallback of a language that has none', () => {
    const data = cleanExport()
    find(data, 'linkVolunteer').fields.url = localized('/volunteer')
    expect(linkProblems(data)[0]?.message).toContain('leads to /es/volunteer')
    expect(linkProblems(data)[0]?.message).toContain('es-MX has no value of its own and falls back')
  })

  it('reports a site path written with /es', () => {
    const data = cleanExport()
    find(data, 'linkVolunteer').fields.url = localized('/volunteer', '/es/voluntariado')
    expect(linkProblems(data)[0]?.message).toContain('starts with /es: write site paths without it ("/voluntariado")')
  })

  it('checks rich-text hyperlinks, form redirects, do-stuff-now actions and modal buttons', () => {
    const data = cleanExport()
    find(data, 'home').fields.body = localized(richText('/missing'), richText('/acerca'))
    find(data, 'volunteer').fields.successRedirectUrl = localized('/thanks', '/acerca')
    data.entries.push(
      page('act', 'customFormPage', '/act', {
        settings: { 'en-US': { type: 'doStuffNow' } },
        actions: localized(
          { actions: [{ key: 'sign', kind: 'link', title: 'Sign', label: 'Go', url: '/petition' }, { key: 'pledge', kind: 'form', title: 'Pledge', form: form([['email', 'email']]) }] },
          { actions: [{ key: 'sign', kind: 'link', title: 'Firma', label: 'Ir', url: '/acerca' }, { key: 'pledge', kind: 'form', title: 'Promete', form: form([['email', 'email']], 'es') }] },
        ),
      }),
    )
    find(data, 'settings').fields.modalLabels = localized({ join: { heading: 'Join', ctaUrl: '/join' } }, { join: { heading: 'Únete', ctaUrl: '/acerca' } })
    expect(linkProblems(data).map((problem) => [problem.entryId, problem.locale, problem.field])).toEqual([
      ['home', 'en-US', 'body'],
      ['volunteer', 'en-US', 'successRedirectUrl'],
      ['act', 'en-US', 'actions.sign.url'],
      ['settings', 'en-US', 'modalLabels.join.ctaUrl'],
    ])
  })

  it('checks a takeover’s button only in the language takeovers show in', () => {
    const data = cleanExport()
    data.entries.push(entry('takeover', 'fundraisingTakeover', { heading: localized('Give', 'Dona'), ctaUrl: localized('/give') }))
    find(data, 'home').fields.fundraisingTakeovers = { 'en-US': [link('takeover')] }
    expect(linkProblems(data)).toEqual([expect.objectContaining({ entryId: 'takeover', locale: 'en-US', field: 'ctaUrl' })])
  })

  it('reports a link to a page entry that is not served in the language', () => {
    const data = cleanExport()
    // The about page has no usable es-MX path, so it is not served in Spanish; the navigation still links to it.
    find(data, 'about').fields.path = localized('/about', 'Acerca')
    const problems = linkProblems(data)
    expect(problems).toContainEqual(expect.objectContaining({ entryId: 'linkAbout', locale: 'es-MX', field: 'page', message: 'links to page about (contentDetail), which is not served in es-MX' }))
    expect(problems).toContainEqual(expect.objectContaining({ entryId: 'home', locale: 'es-MX', field: 'body' }))
  })

  it('does not check entries no visitor sees', () => {
    const data = cleanExport()
    data.entries.push(entry('oldLink', 'navigationLink', { label: localized('Old'), url: localized('/old-page') }))
    expect(linkProblems(data)).toEqual([])
  })
})
