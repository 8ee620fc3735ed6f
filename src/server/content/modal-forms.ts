/**
 * The form each calculatorSignup action modal holds (ADR 059): the form of the page its link
 * (`modalLabels.<settingsKey>.ctaUrl`) leads to, in the same language. The campaign's own sign-up
 * page is where its fields, labels and success page are written once; the modal shows that form
 * where the visitor is. A modal whose link leads to no page with a form keeps its copy and link,
 * as before, and the content is told why.
 */
import type { Page, SiteSettings } from '../../content-model/content-model.ts'
import { formOfPage } from '../../shared/forms/form-of-page.ts'
import type { ModalForm } from '../../shared/forms/modal-form.ts'
import { contentPathOf } from '../../shared/locale.ts'

/** The site path of a link as the settings hold it (already in the page's language), or null when it leaves the site. */
function sitePathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  // Read as the route reads a URL's path (contentPathOf), so the modal finds the page a visitor would.
  return contentPathOf(href.split(/[?#]/)[0] ?? '/')?.path ?? null
}

export function modalFormsOf(
  settings: Pick<SiteSettings, 'actionModals' | 'modalLabels'>,
  pageAt: (path: string) => Page | undefined,
  report: (field: string, message: string) => void,
): Record<string, ModalForm> {
  const forms: Record<string, ModalForm> = {}
  const seen = new Set<string>()
  for (const { settingsKey, modalType } of settings.actionModals) {
    if (modalType !== 'calculatorSignup' || seen.has(settingsKey) || !Object.hasOwn(settings.modalLabels, settingsKey)) continue
    seen.add(settingsKey)
    const link = settings.modalLabels[settingsKey]?.ctaUrl ?? null
    const path = link ? sitePathOf(link) : null
    const page = path ? pageAt(path) : undefined
    const definition = page ? formOfPage(page) : null
    if (page && definition) {
      forms[settingsKey] = { pageId: page.id, path: page.path, definition }
      continue
    }
    const why = !link ? 'it has no ctaUrl' : !path ? `${link} leaves the site` : !page ? `${path} is no page` : `${path} has no form`
    report(`modalLabels.${settingsKey}.form`, `a calculatorSignup modal holds the form of the page its ctaUrl leads to, and ${why}; the modal shows its copy and link`)
  }
  return forms
}
