/**
 * A CMS form posted by the browser itself, to the page it is on (no script yet, or none at all):
 * refused when another site's page sent it (cross-site-posts.server.ts), else read, checked and
 * stored exactly as the script's submission is (handleSubmission: honeypot, rate limits, the
 * form's own rules, stored once), then answered the HTML way. Stored: a 303 to the
 * success page, or back to the page showing its thanks (?sent=). Not stored: the page rendered
 * again for this visitor alone, answers kept and each error beside its field, in the page's
 * language. See docs/decisions/024-html-first-forms.md and, for its key, 048.
 */
import { setResponseStatus } from '@tanstack/react-start/server'
import { formOfPage } from '../../shared/forms/form-of-page.ts'
import { answersFromEntries } from '../../shared/forms/answers-from-entries.ts'
import { formIdOf, sentHref, type FormEcho } from '../../shared/forms/form-post.ts'
import type { FieldErrors } from '../../shared/forms/validate-submission.ts'
import { contentPathOf, type Locale } from '../../shared/locale.ts'
import type { Page } from '../../content-model/content-model.ts'
import { contentService } from '../content/content-service.server.ts'
import { locationAtTheDoor } from '../location/location-at-the-door.server.ts'
import { servedPage, statePageChoice } from '../location/state-page-choice.ts'
import { crossSiteRefusalPage } from '../http/cross-site-refusal-page.server.ts'
import { isCrossSitePost } from '../http/cross-site-posts.server.ts'
import { CACHE, redirectResponse, textResponse } from '../http/response-policy.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { formPostIdempotencyKey, formPostKeySecret, issueFormPostKey } from './form-post-key.server.ts'
import { handleSubmission, type SubmissionResult } from './handle-submission.server.ts'
import { isFormEncoded, parseFormPost } from './parse-form-post.ts'

// Answers to one visitor's post: no cache keeps them.
const plain = (status: number, text: string) => textResponse(status, text, { cache: CACHE.noStore })
const seeOther = (location: string) => redirectResponse(303, location, { cache: CACHE.noStore })

const ECHO_STATUS = { invalid: 422, rateLimited: 429, failed: 503 } as const

/** The page the visitor was shown at the URL, whose form they posted: their state's page where the URL has one (ADR 051). */
async function pagePostedTo(request: Request, { locale, path }: { locale: Locale; path: string }): Promise<Page | null> {
  const index = await contentService().current()
  const { location } = await locationAtTheDoor(request)
  return servedPage(index, locale, path, statePageChoice(index, locale, path, location))
}

/**
 * Answers the post: a Response, or what `render` returns for the page rendered with the echo
 * (the route's next(), which renders it with the echo in its server context).
 */
export async function answerFormPost<Rendered>(request: Request, render: (echo: FormEcho) => Rendered): Promise<Response | Rendered> {
  // Another site's page posting from its visitor's browser: refused before anything is read.
  if (isCrossSitePost(request)) return crossSiteRefusalPage(contentPathOf(new URL(request.url).pathname)?.locale ?? 'en-US', request.url)
  if (!isFormEncoded(request)) return plain(415, 'A page takes a form as an HTML form sends it (application/x-www-form-urlencoded).')
  const url = new URL(request.url)
  const asked = contentPathOf(url.pathname)
  const page = asked ? await pagePostedTo(request, asked) : null
  if (!page) return plain(404, 'Not found')
  const post = parseFormPost(await request.text(), url)
  if (!post) return plain(400, 'This form could not be read.')
  const form = formOfPage(page, post.formKey)
  // The form is no longer on the page (it was edited meanwhile): the page as it is now.
  if (!form) return seeOther(`${url.pathname}${url.search}`)

  const answers = answersFromEntries(form, post.entries)
  const formId = formIdOf(post.formKey)
  // Only a key this site issued is honoured (ADR 048); it is shared by everyone shown the cached
  // page, and harmless: other answers under it are a submission of their own.
  const secret = formPostKeySecret()
  const { key: idempotencyKey, issued } = formPostIdempotencyKey(post.presentedKey, secret)

  const echo = (status: FormEcho['status'], errors: FieldErrors) => {
    setResponseStatus(ECHO_STATUS[status])
    // The next attempt presents the same issued key (a retry after a failed store stays one
    // submission), or a fresh one in place of a key this site did not issue.
    return render({ formId, status, answers, errors, idempotencyKey: (issued && post.presentedKey) || issueFormPostKey(secret) })
  }

  let result: SubmissionResult
  try {
    result = await handleSubmission({ pageId: page.id, formKey: post.formKey, locale: page.locale, idempotencyKey, answers, website: post.website }, post.attribution)
  } catch (error) {
    reportServerError(error)
    return echo('failed', {})
  }
  switch (result.status) {
    case 'stored':
      return seeOther(result.redirect ?? sentHref(url, formId))
    case 'unknownForm':
      return seeOther(`${url.pathname}${url.search}`)
    case 'invalid':
      return echo('invalid', result.errors)
    case 'rateLimited':
      return echo('rateLimited', {})
  }
}
