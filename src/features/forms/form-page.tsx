/** A page whose purpose is a form (volunteer, survey, sticker, call): the ask, the why, the form. */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Page } from '../../content-model/content-model'
import { formOfPage, successHrefOf } from '../../shared/forms/form-of-page'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { RichText as RichTextContent } from '../../content-model/content-model'
import { CustomForm } from './custom-form'

const layout = css({
  maxW: 'section',
  mx: 'auto',
  px: 'contentGutter',
  py: { base: '10', desktopSmall: '16' },
  display: 'grid',
  gap: { base: '8', desktopSmall: '12' },
  gridTemplateColumns: { base: '1fr', desktopSmall: 'minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'start',
})
const title = css({ textStyle: 'title', fontWidth: 'extraWide', color: 'navy', overflowWrap: 'break-word' })
const lead = css({ fontSize: { base: 'xl', desktopSmall: '2xl' }, color: 'textMuted' })
const formPanel = css({ bg: 'bgAlt', p: { base: '5', tablet: '8' } })

/** The UI strings a form page reads: its page type's chunk names them for the route's loader (ADR 031). */
export const formPageLabels = ['forms'] as const satisfies readonly LabelGroup[]

export function FormPage({ page, aside }: { page: Page; aside?: ReactNode }) {
  const t = useLabels(page.locale, ...formPageLabels)
  const form = formOfPage(page)
  const body = (page.fields as { body?: RichTextContent }).body
  return (
    <div className={layout}>
      <div className={css({ display: 'grid', gap: '5' })}>
        <h1 className={title}>{page.title}</h1>
        {page.summary ? <p className={lead}>{page.summary}</p> : null}
        {page.heroImage ? <ContentImage asset={page.heroImage} priority sizes="(min-width: 1024px) 50vw, 100vw" /> : null}
        {aside}
        {body ? <RichText content={body} /> : null}
      </div>
      {form ? (
        <section className={formPanel} aria-label={page.title}>
          <CustomForm definition={form} pageId={page.id} locale={page.locale} successHref={successHrefOf(page)} t={t} />
        </section>
      ) : null}
    </div>
  )
}
