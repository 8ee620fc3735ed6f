import { css } from 'styled-system/css'
import { useLabels } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { STATE_PAGES_ENDPOINT, type StatePageChoice } from '../../shared/state-pages'

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'center',
  alignItems: 'center',
  py: '2',
  px: 'contentGutter',
  '& button': { color: 'inherit', textDecoration: 'underline', cursor: 'pointer', minH: '11', fontWeight: 'bodyBold' },
})

/**
 * On a page served as the visitor's state page: the way to the national pages, which turns state
 * pages off for later pages too; on the page a visitor who turned them off gets instead: the way
 * back. A plain form (HTML first, ADR 024): the server keeps the choice in the location cookie
 * and sends the visitor back to this URL, with or without scripts. See ADR 051.
 */
export function StatePageControl({ locale, choice, path }: { locale: Locale; choice: StatePageChoice; path: string }) {
  const t = useLabels(locale, 'statePages')
  return (
    <form className={bar} method="post" action={STATE_PAGES_ENDPOINT} data-state-page={choice.state}>
      <input type="hidden" name="show" value={choice.shown ? 'national' : 'state'} />
      <input type="hidden" name="return" value={path} />
      {choice.shown ? <span>{t('statePageShown')}</span> : null}
      <button type="submit" data-action={choice.shown ? 'show-national-page' : 'show-state-page'}>
        {choice.shown ? t('showNationalPage') : t('showStatePage')}
      </button>
    </form>
  )
}
