import { useSuspenseQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { NavAnchor } from '../../shared/links/nav-anchor'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { navigationLinkHref } from '../../shared/links/navigation-link-target'
import { localizedPath } from '../../shared/locale'
import { RichText } from '../../shared/rich-text/rich-text'
import { ShareLinks } from '../../shared/share/share-links'
import type { PageTypeProps } from '../page-type'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['sharing'] as const satisfies readonly LabelGroup[]

const article = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '6', justifyItems: 'start' })
const cta = cx(button({ variant: 'primary', size: 'md' }), css({ whiteSpace: 'normal', textAlign: 'center' }))

/**
 * After a form: thanks, an invitation to share the campaign and a button onwards. Not listed by
 * search engines (its manifest's seo.index), so what is shared is the site's home, not this page.
 */
export default function ThankYouMessage({ page }: PageTypeProps<'thankYouMessage'>) {
  // Parsed on the server by thankYouMessageFields: any field may be absent.
  const fields = page.fields
  const t = useLabels(page.locale, ...labels)
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions(page.locale))
  const link = fields.ctaLink ? navigationLinkHref(fields.ctaLink, page.locale) : null
  return (
    <article className={article}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} /> : null}
      <ShareLinks url={new URL(localizedPath('/', page.locale), config.siteUrl).href} title={fields.shareText ?? settings.siteName} t={t} />
      {link ? <NavAnchor link={link} className={cta} /> : null}
    </article>
  )
}
