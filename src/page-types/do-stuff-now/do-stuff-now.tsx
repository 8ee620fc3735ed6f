import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CustomForm } from '../../features/forms/custom-form'
import { useFormHasOutcome } from '../../features/forms/use-form-outcome'
import { successHrefOf } from '../../shared/forms/form-of-page'
import { formIdOf } from '../../shared/forms/form-post'
import type { LabelGroup, LabelsOf } from '../../shared/i18n/label-groups'
import { useLabels, type Translate } from '../../shared/i18n/use-labels'
import { localizedPath } from '../../shared/locale'
import { RichText } from '../../shared/rich-text/rich-text'
import { safeHref } from '../../shared/rich-text/safe-href'
import type { PageTypeProps } from '../page-type'
import type { DoStuffNowAction } from './do-stuff-now.fields'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['forms'] as const satisfies readonly LabelGroup[]

const section = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })
const list = css({ display: 'grid', gap: '5', listStyle: 'none', m: '0', p: '0', counterReset: 'action' })
const card = css({ bg: 'bgAlt', p: { base: '5', tablet: '6' }, display: 'grid', gap: '3', borderLeft: '4px solid', borderColor: 'red' })
const cardTitle = css({ fontSize: { base: 'xl', desktopSmall: '2xl' }, color: 'navy' })
// Older engines lay a <details> out as a block only: the space goes on the form.
const disclosure = css({ '& > form': { mt: '5' } })
// A button to look at, the disclosure's own triangle gone; the open state shows in the form below it.
const opener = css({ justifySelf: 'start', cursor: 'pointer', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } })

function ActionLink({ action, locale }: { action: Extract<DoStuffNowAction, { kind: 'link' }>; locale: PageTypeProps<'doStuffNow'>['page']['locale'] }) {
  const className = `${button({ variant: 'secondary' })} ${css({ justifySelf: 'start' })}`
  if (action.url.startsWith('/') && !action.url.startsWith('//')) {
    return (
      <Link to={localizedPath(action.url, locale)} className={className}>
        {action.label}
      </Link>
    )
  }
  const href = safeHref(action.url)
  return href ? (
    <a href={href} className={className} rel="noopener">
      {action.label}
    </a>
  ) : null
}

/**
 * An inline form behind a disclosure: a native <details>, so it opens with a tap, Enter or Space
 * before the page is interactive or without scripts, and is announced as expanded or collapsed.
 * It is open from the start when the page was rendered to show this form's errors or thanks.
 */
function ActionForm({ action, page, t }: { action: Extract<DoStuffNowAction, { kind: 'form' }>; page: PageTypeProps<'doStuffNow'>['page']; t: Translate<LabelsOf<(typeof labels)[number]>> }) {
  const open = useFormHasOutcome(formIdOf(action.key))
  return (
    <details className={disclosure} open={open || undefined}>
      <summary className={`${button({ variant: 'secondary' })} ${opener}`}>{action.form.submitLabel}</summary>
      <CustomForm definition={action.form} pageId={page.id} formKey={action.key} locale={page.locale} successHref={successHrefOf(page)} t={t} />
    </details>
  )
}

/** Things a supporter can do right now: each a link to its page, or a short form right here. */
export default function DoStuffNow({ page }: PageTypeProps<'doStuffNow'>) {
  // Parsed on the server by doStuffNowFields (broken actions dropped; none usable: no list).
  const fields = page.fields
  const t = useLabels(page.locale, ...labels)
  return (
    <div className={section}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} /> : null}
      <ol className={list}>
        {(fields.actions?.actions ?? []).map((action) => (
          <li key={action.key} className={card}>
            <h2 className={cardTitle}>{action.title}</h2>
            {action.description ? <p>{action.description}</p> : null}
            {action.kind === 'link' ? (
              <ActionLink action={action} locale={page.locale} />
            ) : (
              <ActionForm action={action} page={page} t={t} />
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
