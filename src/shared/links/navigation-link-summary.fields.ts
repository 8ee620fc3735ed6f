/**
 * A linked navigationLink entry as a page's call to action, parsed on the server. The entry
 * arrives as a summary whose own fields are opened one level: `page` is the linked page's summary
 * (its `href` already in the page's language), `url` the raw URL as the editor wrote it.
 */
import { z } from 'zod'
import { entrySummarySchema } from '../../content-model/content-model.ts'
import { safeHref } from '../rich-text/safe-href.ts'

const text = z.string().trim().min(1)

export type NavigationLinkTarget = {
  label: string
  /** The linked page's URL in this language; preferred over `url`. */
  pageHref: string | null
  /** A site path written without /es, or an allowed absolute URL (http, https, mailto, tel). */
  url: string | null
}

/**
 * Invalid (no label, or nowhere to go) becomes a failure the page's schema can catch: a page
 * without its button is better than no page.
 */
export const navigationLinkSummarySchema = entrySummarySchema.transform((summary, context): NavigationLinkTarget => {
  const fields = summary.fields ?? {}
  const label = text.safeParse(fields.label ?? summary.title)
  const linkedPage = entrySummarySchema.safeParse(fields.page)
  const pageHref = summary.href ?? (linkedPage.success ? linkedPage.data.href : null)
  const url = safeHref(fields.url)
  if (!label.success) {
    context.addIssue({ code: 'custom', message: 'a navigation link needs a label', path: ['fields', 'label'] })
    return z.NEVER
  }
  if (!pageHref && !url) {
    context.addIssue({ code: 'custom', message: 'a navigation link needs a published page or a URL', path: ['fields', 'url'] })
    return z.NEVER
  }
  return { label: label.data, pageHref, url }
})
