import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { NavLink } from '../../queries/content-model'
import type { Locale } from '../../shared/locale'
import type { Translate } from '../../shared/i18n/use-labels'
import { NavAnchor } from '../../shared/links/nav-anchor'

const header = css({
  bg: 'navy',
  color: 'white',
  position: 'relative',
  zIndex: 'header',
  '& a': { color: 'inherit', textDecoration: 'none' },
})
const inner = css({
  maxW: 'site',
  mx: 'auto',
  px: 'contentGutter',
  minH: 'navOffset.small',
  display: 'flex',
  alignItems: 'center',
  gap: '6',
  flexWrap: 'wrap',
})
const brand = css({ fontWeight: 'title', fontWidth: 'extraWide', fontSize: 'lg', mr: 'auto', py: '3' })
const list = css({ display: 'flex', gap: '5', flexWrap: 'wrap', listStyle: 'none', m: '0', p: '0' })
const item = css({
  _hover: { textDecoration: 'underline' },
  transition: 'opacity',
  transitionDuration: 'hover',
})

export function Navigation({
  siteName,
  homeHref,
  links,
  locale,
  alternateHref,
  t,
}: {
  siteName: string
  homeHref: string
  links: NavLink[]
  locale: Locale
  alternateHref: string
  t: Translate
}) {
  return (
    <header data-region="navigation" className={header}>
      <div className={inner}>
        <Link to={homeHref} className={brand}>
          {siteName}
        </Link>
        <nav aria-label={t('mainNavigation')}>
          <ul className={list}>
            {links.map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <NavAnchor link={link} className={item} />
              </li>
            ))}
          </ul>
        </nav>
        <a href={alternateHref} hrefLang={locale === 'en-US' ? 'es-MX' : 'en-US'} aria-label={t('languageSwitchAria')} className={item}>
          {t('languageSwitchLabel')}
        </a>
      </div>
    </header>
  )
}
