/**
 * Supporters are never lost: every CMS form works as a plain HTML form — with JavaScript off, and
 * before the page's scripts have run. A good answer is stored once, reaches the CRM and lands on
 * the success page; a bad one comes back with the answers kept and each error beside its field,
 * in the page's language. Every donation page offers the provider's hosted form as a link in its
 * HTML. And what a visitor typed prefills their next form this session, sent nowhere before they
 * submit. Pages and forms come from the export, found by page type.
 */
import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test'
import { CRM_RECEIVER, E2E_SERVERS } from './servers'
import { clientAddress, cmsFormOf, expectErrorBeside, fillGoodAnswers, labelOf, LOCALES, requiredChoices, uniqueEmail, type CmsForm, type Locale } from './support/cms-forms'
import { crmDeliveriesFor } from './support/crm-deliveries'
import { entriesOfPageType, escapeHtml, pageUrlOf, requireContent } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'
import { goodAnswers } from './support/volunteer-form'
import { crmCaughtUp } from './support/crm-caught-up'

const exportPath = E2E_SERVERS.embedded.exportPath
const FORM_PAGE_TYPES = ['volunteer', 'emailSurvey', 'stickerForm', 'callPage', 'doStuffNow'] as const
const DONATION_PAGE_TYPES = ['embeddableDonationForm', 'paymentCardForm', 'customDonationFormRedirect', 'adsLanding', 'googleAdsLanding'] as const

/** A browser without JavaScript, seen by the server as a client of its own. */
async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } })
  return context.newPage()
}

/** The form on the page; an inline form is opened first (a native disclosure: no script needed). */
async function openForm(page: Page, cms: CmsForm) {
  const form = page.locator(cms.formKey ? `form#form-${cms.formKey}` : 'form#form')
  if (cms.formKey) await page.locator('details', { has: form }).locator('summary').click()
  await expect(form).toBeVisible()
  return form
}

async function expectStoredOnce(email: string, formName: string, locale: Locale, attribution: { refcode?: string } = {}) {
  await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, email)).length, { timeout: 20_000 }).toBe(1)
  await crmCaughtUp()
  const deliveries = await crmDeliveriesFor(CRM_RECEIVER.url, email)
  expect(deliveries).toHaveLength(1)
  expect(deliveries[0]!.body.data).toMatchObject({ form: formName, locale, fields: { email }, ...attribution })
}

/** Where a stored answer lands: the success page, or the page again with its thanks. */
async function expectLandedAfterSuccess(page: Page, cms: CmsForm, locale: Locale) {
  if (cms.successUrl) await expect(page).toHaveURL(new RegExp(`${cms.successUrl}$`))
  else await expect(page.getByRole('status').filter({ hasText: labelOf(exportPath, 'formThanks', locale) })).toBeVisible()
}

const emailFieldOf = (cms: CmsForm) => cms.form.fields.find((field) => field.kind === 'email')!

for (const pageType of FORM_PAGE_TYPES) {
  const entry = entriesOfPageType(exportPath, pageType)[0]
  for (const locale of LOCALES) {
    test.describe(`the ${pageType} form in ${locale}, without JavaScript`, () => {
      requireContent(!entry, `the export has no ${pageType} page`)

      test('stores good answers once, forwards them to the CRM and lands on the success page', async ({ browser }) => {
        const cms = cmsFormOf(exportPath, entry!, locale)
        const page = await withoutJavaScript(browser)
        const email = uniqueEmail(`nojs-${pageType}`)
        // Arrived from a newsletter: the refcode in the URL is stored with the answers.
        await page.goto(`${pageUrlOf(entry!, locale)}?refcode=news_${locale === 'es-MX' ? 'es' : 'en'}`)
        const form = await openForm(page, cms)
        await fillGoodAnswers(form, cms.form, email)
        await form.getByRole('button', { name: cms.form.submitLabel }).click()
        await expectLandedAfterSuccess(page, cms, locale)
        await expectStoredOnce(email, cms.formKey ? `${pageType}:${cms.formKey}` : pageType, locale, { refcode: `news_${locale === 'es-MX' ? 'es' : 'en'}` })
        await page.context().close()
      })

      test('sends bad answers back kept, each error beside its field, in the page’s language, and stores nothing', async ({ browser }) => {
        const cms = cmsFormOf(exportPath, entry!, locale)
        const page = await withoutJavaScript(browser)
        const email = uniqueEmail(`nojs-bad-${pageType}`).replace('@', ' at ')
        await page.goto(pageUrlOf(entry!, locale))
        const form = await openForm(page, cms)
        const emailField = emailFieldOf(cms)
        await form.locator(`[name="${emailField.name}"]`).fill(email)
        const [response] = await Promise.all([
          page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
          form.getByRole('button', { name: cms.form.submitLabel }).click(),
        ])
        expect(response.status()).toBe(422)
        expect(response.headers()['cache-control']).toBe('private, no-store')
        await expect(page).toHaveURL(new RegExp(`${pageUrlOf(entry!, locale)}(\\?|#|$)`))

        const sentBack = page.locator(cms.formKey ? `form#form-${cms.formKey}` : 'form#form')
        await expect(sentBack).toBeVisible()
        await expect(sentBack.getByRole('alert')).toHaveText(labelOf(exportPath, 'formErrorSummary', locale))
        await expect(sentBack.locator(`[name="${emailField.name}"]`)).toHaveValue(email)
        await expect(sentBack.locator(`[name="${emailField.name}"]`)).toHaveAttribute('aria-invalid', 'true')
        await expectErrorBeside(sentBack, emailField.name, labelOf(exportPath, 'formEmailInvalid', locale))
        for (const field of cms.form.fields.filter((candidate) => candidate.required && candidate.kind !== 'email')) {
          const key = field.kind === 'checkbox' ? 'formMustAccept' : ['radio', 'select', 'state', 'checkboxes'].includes(field.kind) ? 'formChooseOne' : 'formRequired'
          await expectErrorBeside(sentBack, field.name, labelOf(exportPath, key, locale))
        }
        // The first field in error has the focus, without a script.
        await expect(sentBack.locator('[autofocus]')).toHaveAttribute('aria-invalid', 'true')

        // Corrected on the page it came back on, it is stored.
        const goodEmail = uniqueEmail(`nojs-fixed-${pageType}`)
        await fillGoodAnswers(sentBack, cms.form, goodEmail)
        await sentBack.getByRole('button', { name: cms.form.submitLabel }).click()
        await expectLandedAfterSuccess(page, cms, locale)
        await expectStoredOnce(goodEmail, cms.formKey ? `${pageType}:${cms.formKey}` : pageType, locale)
        expect(await crmDeliveriesFor(CRM_RECEIVER.url, email)).toEqual([])
        await page.context().close()
      })
    })
  }
}

test.describe('a form sent before the page is interactive', () => {
  test('is posted by the browser itself and stored once', async ({ browser }) => {
    const entry = entriesOfPageType(exportPath, 'volunteer')[0]!
    const cms = cmsFormOf(exportPath, entry, 'en-US')
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } })
    const page = await context.newPage()
    // The page's scripts are held back until the form has gone: a slow phone, a slow network.
    const held: Route[] = []
    let holding = true
    await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()))
    const email = uniqueEmail('before-hydration')
    // Module scripts hold back DOMContentLoaded: the page is there once the form is.
    await page.goto(pageUrlOf(entry, 'en-US'), { waitUntil: 'commit' })
    const form = page.locator('form#form')
    await fillGoodAnswers(form, cms.form, email)
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0)
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === pageUrlOf(entry, 'en-US'))
    await form.getByRole('button', { name: cms.form.submitLabel }).dblclick()
    await posted
    await expect(page).toHaveURL(new RegExp(`${cms.successUrl}$`))
    holding = false
    for (const route of held.splice(0)) await route.continue().catch(() => undefined)
    await waitForHydration(page)
    await expectStoredOnce(email, 'volunteer', 'en-US')
    await context.close()
  })
})

test.describe('every donation page type, without JavaScript', () => {
  for (const pageType of DONATION_PAGE_TYPES) {
    const entry = entriesOfPageType(exportPath, pageType)[0]
    for (const locale of LOCALES) {
      test(`${pageType} in ${locale} offers the provider’s hosted form as a link, with the URL’s refcodes`, async ({ browser }) => {
        requireContent(!entry, `the export has no ${pageType} page`)
        const page = await withoutJavaScript(browser)
        await page.goto(`${pageUrlOf(entry!, locale)}?refcode=mail_nov&refcode2=hero_b`)
        const link = page.locator('[data-donation-fallback], [data-fundraising-ask="donation-redirect"]').filter({ visible: true }).first()
        await expect(link).toBeVisible()
        const href = (await link.getAttribute('href'))!
        const url = new URL(href, E2E_SERVERS.embedded.url)
        expect(url.pathname).toMatch(/^\/sandbox-donations\/donate\/[\w-]+$/)
        expect(url.searchParams.get('refcode')).toBe('mail_nov')
        expect(url.searchParams.get('refcode2')).toBe('hero_b')
        expect(url.searchParams.get('lang')).toBe(locale === 'es-MX' ? 'es' : null)
        expect((await page.request.get(url.href)).status()).toBe(200)
        await page.context().close()
      })
    }
  }
})

test.describe('the form cache', () => {
  test('prefills the next form and the donation form this session, and sends nothing before the visitor submits', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const email = uniqueEmail('cached')
    const volunteer = entriesOfPageType(exportPath, 'volunteer')[0]!
    const volunteerForm = cmsFormOf(exportPath, volunteer, 'en-US')
    await page.goto(pageUrlOf(volunteer, 'en-US'))
    await waitForHydration(page)
    const first = page.locator('form#form')
    await fillGoodAnswers(first, volunteerForm.form, email)
    await first.getByRole('button', { name: volunteerForm.form.submitLabel }).click()
    await expect(page).toHaveURL(new RegExp(`${volunteerForm.successUrl}$`))

    // Another form in this session: what it asks of the same details is filled in, and nothing carrying them left the browser.
    const sent: string[] = []
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
    const sticker = entriesOfPageType(exportPath, 'stickerForm')[0]!
    const stickerForm = cmsFormOf(exportPath, sticker, 'en-US')
    await page.goto(pageUrlOf(sticker, 'en-US'))
    await waitForHydration(page)
    const next = page.locator('form#form')
    const emailName = emailFieldOf(stickerForm).name
    await expect(next.locator(`[name="${emailName}"]`)).toHaveValue(email)
    const zip = stickerForm.form.fields.find((field) => field.kind === 'zip')
    if (zip) await expect(next.locator(`[name="${zip.name}"]`)).toHaveValue('78701')
    const given = stickerForm.form.fields.find((field) => field.name === 'firstName')
    if (given) await expect(next.locator(`[name="${given.name}"]`)).toHaveValue('Ana')
    expect(sent.filter((line) => line.includes(email) || line.includes(encodeURIComponent(email)))).toEqual([])

    // The provider's form on a donation page is prefilled the same way.
    const donate = entriesOfPageType(exportPath, 'embeddableDonationForm')[0]!
    await page.goto(pageUrlOf(donate, 'en-US'))
    await waitForHydration(page)
    const provider = page.locator('[data-donation-embed] form')
    await expect(provider).toBeVisible()
    await expect(provider.locator('[name="email"]')).toHaveValue(email)
    await expect(provider.locator('[name="firstName"]')).toHaveValue('Ana')
    await expect(page.locator('[data-donation-fallback]').filter({ visible: true })).toHaveCount(0)
    expect(sent.filter((line) => line.includes(email) || line.includes(encodeURIComponent(email)))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

test.describe('a page answering a form post', () => {
  const entry = entriesOfPageType(exportPath, 'volunteer')[0]!
  const path = pageUrlOf(entry, 'en-US')
  const cms = cmsFormOf(exportPath, entry, 'en-US')
  const post = (request: APIRequestContext, body: string, client = clientAddress(), type = 'application/x-www-form-urlencoded') =>
    request.post(path, { data: body, headers: { 'content-type': type, accept: 'text/html', 'x-forwarded-for': client }, maxRedirects: 0 })
  const goodBody = (email: string) => new URLSearchParams({ ...goodAnswers(cms.form, email), ...requiredChoices(cms) }).toString()

  test('stays a page everyone shares, while each answer to a post is its visitor’s own', async ({ request }) => {
    const email = uniqueEmail('request')
    const stored = await post(request, goodBody(email))
    expect(stored.status()).toBe(303)
    expect(stored.headers()['cache-control']).toBe('private, no-store')
    const shared = await request.get(path)
    expect(shared.headers()['cache-control']).toMatch(/^public/)
    expect(await shared.text()).not.toContain(email)
    await expectStoredOnce(email, 'volunteer', 'en-US')
  })

  test('answers bad answers with a page no search engine lists, by its header and its robots tag alike', async ({ request }) => {
    const answered = await post(request, new URLSearchParams({ email: 'not an address' }).toString())
    expect(answered.status()).toBe(422)
    expect(answered.headers()['x-robots-tag']).toBe('noindex')
    expect(await answered.text()).toMatch(/<meta name="robots" content="noindex"\/?>/)
    // The same page, asked for, is listed as its page type says: no tag.
    const shared = await request.get(path)
    expect(shared.headers()['x-robots-tag']).toBeUndefined()
    expect(await shared.text()).not.toContain('name="robots"')
  })

  test('tells a robot that fills the honeypot it worked, and stores nothing', async ({ request }) => {
    const email = uniqueEmail('robot')
    const response = await post(request, `${goodBody(email)}&website=${encodeURIComponent('https://spam.example')}`)
    expect(response.status()).toBe(303)
    await crmCaughtUp()
    expect(await crmDeliveriesFor(CRM_RECEIVER.url, email)).toEqual([])
  })

  test('limits one person’s sign-up as the script’s submission is limited, and says so in the page’s language', async ({ request }) => {
    const client = clientAddress()
    const body = goodBody(uniqueEmail('limited'))
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await post(request, body, client)).status())
    expect(statuses).toEqual([303, 303, 303, 429])
    const limited = await post(request, body, client)
    expect(await limited.text()).toContain(escapeHtml(labelOf(exportPath, 'formTooManyRequests', 'en-US')))
  })

  test('refuses what is not a form, and a body too large to hold', async ({ request }) => {
    expect((await post(request, '{"email":"a@example.org"}', clientAddress(), 'application/json')).status()).toBe(415)
    expect((await post(request, `comments=${'x'.repeat(1024 * 1024)}`)).status()).toBe(413)
  })
})
