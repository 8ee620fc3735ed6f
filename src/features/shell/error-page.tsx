import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { clientLog } from '../../shared/client-log'
import { referenceOf } from '../../shared/referenced-error'
import { errorMessages } from '../../shared/i18n/error-messages'
import { localeFromPathname, localizedPath } from '../../shared/locale'
import { UNLISTED } from '../../shared/robots'

const body = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: '16', display: 'grid', gap: '5' })
const title = css({ textStyle: 'title', fontWidth: 'extraWide' })

/**
 * What a visitor sees when a page cannot be rendered at all: the site's own words in their
 * language, never the error's message or stack (which may name server files). It stands alone,
 * without the shell, because the shell's content may be what failed.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { locale } = localeFromPathname(pathname)
  const t = errorMessages[locale]
  const reference = referenceOf(error)
  useEffect(() => {
    // A referenced error was reported where it happened; anything else is reported now.
    if (!reference) clientLog('error', error instanceof Error ? error : new Error('The page failed to render'))
  }, [error, reference])
  return (
    <main id="main-content" data-region="main" className={body} data-error-page="">
      <title>{t.errorTitle}</title>
      {/* The response says the same (X-Robots-Tag): a missing page and a failure are never listed. */}
      <meta name="robots" content={UNLISTED} />
      <h1 className={title}>{t.errorTitle}</h1>
      <p>{t.errorBody}</p>
      {reference ? (
        <p>
          {t.errorReference} <code data-error-reference="">{reference}</code>
        </p>
      ) : null}
      <p>
        <a href={localizedPath('/', locale)}>{t.backToHome}</a>
      </p>
    </main>
  )
}
