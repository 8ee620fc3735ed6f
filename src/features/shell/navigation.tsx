import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import type { NavLink } from '../../content-model/content-model'
import type { Locale } from '../../shared/locale'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { NavAnchor } from '../../shared/links/nav-anchor'
import { closeHeaderMenu } from './header-menu'

const MENU_ID = 'site-menu'

const header = css({
  bg: 'navy',
  color: 'white',
  position: 'relative',
  zIndex: 'header',
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& :focus-visible': { outlineColor: 'focusRingInverse' },
})
// Below the tablet breakpoint one row (name, Donate, Menu) no taller than the small navigation
// offset, the links in a menu under it. From tablet up, all links in a row.
const inner = css({
  maxW: 'site',
  mx: 'auto',
  px: 'contentGutter',
  // A token reference: sizes has no navOffset, so the bare name would be an invalid value.
  minH: '{spacing.navOffset.small}',
  display: 'flex',
  alignItems: 'center',
  gap: '6',
  flexWrap: 'wrap',
  // The row needs the width more than the content's gutter does.
  tabletDown: { gap: '2', px: '4' },
})
const brand = css({
  fontWeight: 'title',
  fontWidth: 'extraWide',
  fontSize: 'lg',
  mr: 'auto',
  py: '3',
  // A zero basis keeps the buttons on the name's row; a long name takes two lines, never three.
  // No vertical padding: a clamped third line would show in it.
  tabletDown: { flex: '1 1 0', minW: '0', fontSize: 'md', lineHeight: 'title', py: '0', lineClamp: 2 },
})
// The row's two buttons, styled here rather than with the button recipe, whose runtime would
// add most of a kilobyte to every page's initial JavaScript.
const rowButton = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '3',
  fontSize: 'sm',
  fontWeight: 'bodyBold',
  borderRadius: 'sm',
} as const
const donate = css(rowButton, { bg: 'donate.bg', _hover: { bg: 'donate.hoverBg' }, hideFrom: 'tablet' })
const menu = css({ hideFrom: 'tablet' })
const menuButton = css(rowButton, {
  border: '2px solid',
  cursor: 'pointer',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > &': { bg: 'white', color: 'navy' },
})
// Over the page, below the row: opening the menu moves neither the row nor the page.
const panel = css({
  display: 'contents',
  tabletDown: {
    display: 'none',
    position: 'absolute',
    top: '100%',
    insetX: '0',
    bg: 'navy',
    px: '4',
    pb: '3',
    'details[open] ~ &': { display: 'block' },
  },
})
const row = css({ display: 'contents' })
const list = css({
  display: 'flex',
  gap: '5',
  flexWrap: 'wrap',
  listStyle: 'none',
  m: '0',
  p: '0',
  tabletDown: { flexDirection: 'column', gap: '0' },
})
const item = css({
  _hover: { textDecoration: 'underline' },
  transition: 'opacity',
  transitionDuration: 'hover',
  // Thumb-sized rows in the phone menu.
  tabletDown: { display: 'flex', alignItems: 'center', minH: '11' },
})

export function Navigation({
  siteName,
  homeHref,
  links,
  locale,
  alternateHref,
  donateHref,
  t,
}: {
  siteName: string
  homeHref: string
  links: NavLink[]
  locale: Locale
  alternateHref: string
  /** The phone header's Donate button, with the visitor's refcodes; null: no button (no ask for this visitor or page). */
  donateHref: string | null
  t: Translate<LabelsOf<'shell'>>
}) {
  const menuRef = useRef<HTMLDetailsElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const router = useRouter()
  // A client navigation keeps the header: the menu closes once the router has moved (or, for a
  // link to the page already shown, reloaded) the page.
  useEffect(() => router.subscribe('onResolved', () => closeHeaderMenu(menuRef.current, panelRef.current, false)), [router])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeHeaderMenu(menuRef.current, panelRef.current, true)
  }
  // Ad landing pages have no links to hide: their language switch stays in the row.
  const hasMenu = links.length > 0

  return (
    <header data-region="navigation" className={header} onKeyDown={onKeyDown}>
      <div className={inner}>
        <Link to={homeHref} className={brand}>
          {siteName}
        </Link>
        {donateHref ? (
          <a href={donateHref} className={donate} data-fundraising-ask="header">
            {t('donate')}
          </a>
        ) : null}
        {hasMenu ? (
          <details ref={menuRef} className={menu}>
            <summary aria-controls={MENU_ID} className={menuButton}>
              {t('menu')}
            </summary>
          </details>
        ) : null}
        <div id={MENU_ID} ref={panelRef} className={hasMenu ? panel : row}>
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
      </div>
    </header>
  )
}
