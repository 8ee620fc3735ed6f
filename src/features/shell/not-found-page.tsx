import { useRouterState } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useLabels } from '../../shared/i18n/use-labels'
import { localeFromPathname, localizedPath } from '../../shared/locale'
import { PageShell } from './page-shell'
import { UNLISTED } from '../../shared/robots'

const body = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: '16', display: 'grid', gap: '5' })
const title = css({ textStyle: 'title', fontWidth: 'extraWide' })

/** The 404 page, in the language of the URL that was asked for. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { locale } = localeFromPathname(pathname)
  return (
    <PageShell locale={locale} page={null} pageTypeId={null}>
      <NotFoundBody locale={locale} />
    </PageShell>
  )
}

function NotFoundBody({ locale }: { locale: 'en-US' | 'es-MX' }) {
  const t = useLabels(locale, 'notFound')
  return (
    <div className={body} data-not-found="">
      <title>{t('notFoundTitle')}</title>
      {/* The response says the same (X-Robots-Tag): a missing page and a failure are never listed. */}
      <meta name="robots" content={UNLISTED} />
      <h1 className={title}>{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <p>
        <a href={localizedPath('/', locale)}>{t('backToHome')}</a>
      </p>
    </div>
  )
}
