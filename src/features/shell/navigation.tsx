import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { css, cx } from 'styled-system/css'
import type { NavLink } from '../../content-model/content-model'
import type { Locale } from '../../shared/locale'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { NavAnchor } from '../../shared/links/nav-anchor'
import { useFittingCount } from './header-fit'
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
// One row at every width, never wrapped (ADR 058). Below the tablet breakpoint: name, Donate and
// Menu, the links in a menu under the row. From tablet up: name, the links that fit, a menu of
// the others, the language switch.
const inner = css({
  position: 'relative',
  maxW: 'site',
  mx: 'auto',
  px: 'contentGutter',
  // A token reference: sizes has no navOffset, so the bare name would be an invalid value.
  minH: '{spacing.navOffset.small}',
  display: 'flex',
  alignItems: 'center',
  gap: '6',
  // The row needs the width more than the content's gutter does.
  tabletDown: { gap: '2', px: '4' },
})
const brand = css({
  fontWeight: 'title',
  fontWidth: 'extraWide',
  fontSize: 'lg',
  lineHeight: 'title',
  // The name keeps its width unless it is too long for the row: then it takes two lines, never
  // three. No vertical padding: a clamped third line would show in it.
  flex: '0 1 auto',
  minW: '0',
  lineClamp: 2,
  // A zero basis keeps the buttons on the name's row.
  tabletDown: { flex: '1 1 0', mr: 'auto', fontSize: 'md' },
})
// The row's buttons, styled here rather than with the button recipe, whose runtime would add
// most of a kilobyte to every page's initial JavaScript.
const rowButton = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '3',
  fontSize: 'sm',
  fontWeight: 'bodyBold',
  borderRadius: 'sm',
  whiteSpace: 'nowrap',
} as const
const donate = css(rowButton, { bg: 'donate.bg', _hover: { bg: 'donate.hoverBg' }, hideFrom: 'tablet' })
const menuButton = css(rowButton, {
  border: '2px solid',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > &': { bg: 'white', color: 'navy' },
})
const phoneMenu = css({ hideFrom: 'tablet' })
// Over the page, below the row: opening the menu moves neither the row nor the page.
const dropdown = {
  position: 'absolute',
  top: '100%',
  bg: 'navy',
  px: '4',
  pb: '3',
} as const
const panel = css({
  display: 'contents',
  tabletDown: { ...dropdown, display: 'none', insetX: '0', 'details[open] ~ &': { display: 'block' } },
})
const row = css({ display: 'contents' })
// From tablet up the links take the row's free width, on one line: a link that does not fit
// wraps to a second line, which the list clips, and is the more menu's. Padding inside the clip
// keeps the focus ring whole; the row gap is wider, so the second line never shows in it.
const nav = css({ tablet: { flex: '1 1 0', minW: '0' } })
const list = css({
  display: 'flex',
  columnGap: '5',
  listStyle: 'none',
  m: '0',
  p: '0',
  tabletDown: { flexDirection: 'column' },
  tablet: { flexWrap: 'wrap', rowGap: '3', h: '14', p: '2', overflow: 'hidden' },
})
// Each state's classes are module constants, settled at build time: a cx() call at render would
// bring the styled-system runtime into every page's initial JavaScript (ADR 029).
// Until the row is measured (no JavaScript), a wrapped link can still take focus: the row grows
// to show it while focus is in it.
const growsForFocus = css({ tablet: { _focusWithin: { h: 'auto' } } })
const unmeasuredList = cx(list, growsForFocus)
const rowItem = css({ tablet: { display: 'flex', alignItems: 'center', h: '10', minW: '0', maxW: 'full' } })
// Measured to be on the menu's side: kept in its place (so that the next measurement sees it
// where the browser put it) but neither shown nor focusable.
const hiddenInRow = css({ tablet: { visibility: 'hidden' } })
const overflowedItem = cx(rowItem, hiddenInRow)
const item = css({
  _hover: { textDecoration: 'underline' },
  transition: 'opacity',
  transitionDuration: 'hover',
  // Thumb-sized rows in the phone menu.
  tabletDown: { display: 'flex', alignItems: 'center', minH: '11' },
  // A label wider than the whole row is cut short; it counts as not fitting (header-fit.ts).
  tablet: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
})
const keepsWidth = css({ flex: 'none' })
const language = cx(item, keepsWidth)
// The menu of the links that do not fit, from tablet up. Its place in the row is kept when every
// link fits, so the links' width is the same whether it shows or not, and nothing moves when it goes.
const moreMenu = css({ hideBelow: 'tablet', flex: 'none' })
const hiddenInPlace = css({ visibility: 'hidden' })
const moreMenuUnneeded = cx(moreMenu, hiddenInPlace)
const moreList = css({
  ...dropdown,
  right: '0',
  minW: '64',
  listStyle: 'none',
  m: '0',
  '& a': { display: 'flex', alignItems: 'center', minH: '11', _hover: { textDecoration: 'underline' } },
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
  const moreRef = useRef<HTMLDetailsElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const router = useRouter()
  const fitting = useFittingCount(listRef, links.map((link) => link.label).join('\n'))
  const everyLinkFits = fitting !== null && fitting >= links.length
  // A client navigation keeps the header: the menus close once the router has moved (or, for a
  // link to the page already shown, reloaded) the page.
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        closeHeaderMenu(menuRef.current, panelRef.current, false)
        closeHeaderMenu(moreRef.current, moreRef.current, false)
      }),
    [router],
  )
  // A wider window that fits every link leaves the more menu nothing to show.
  useEffect(() => {
    if (everyLinkFits) closeHeaderMenu(moreRef.current, moreRef.current, false)
  }, [everyLinkFits])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    closeHeaderMenu(menuRef.current, panelRef.current, true)
    closeHeaderMenu(moreRef.current, moreRef.current, true)
  }
  // Ad landing pages have no links to hide: their language switch stays in the row.
  const hasMenu = links.length > 0
  // Before the row is measured (the server's HTML, a page without JavaScript) every link is in the more menu too.
  const firstInMenu = fitting ?? 0

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
          <details ref={menuRef} className={phoneMenu}>
            <summary aria-controls={MENU_ID} className={menuButton}>
              {t('menu')}
            </summary>
          </details>
        ) : null}
        <div id={MENU_ID} ref={panelRef} className={hasMenu ? panel : row}>
          {hasMenu ? (
            <nav aria-label={t('mainNavigation')} className={nav}>
              <ul ref={listRef} className={fitting === null ? unmeasuredList : list} data-fitting={fitting ?? undefined}>
                {links.map((link, index) => (
                  <li key={`${link.href}|${link.label}`} className={fitting !== null && index >= fitting ? overflowedItem : rowItem}>
                    <NavAnchor link={link} className={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {hasMenu ? (
            <details ref={moreRef} className={everyLinkFits ? moreMenuUnneeded : moreMenu} data-header-more="">
              <summary className={menuButton}>{t('menu')}</summary>
              <ul className={moreList}>
                {links.slice(firstInMenu).map((link) => (
                  <li key={`${link.href}|${link.label}`}>
                    <NavAnchor link={link} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <a href={alternateHref} hrefLang={locale === 'en-US' ? 'es-MX' : 'en-US'} aria-label={t('languageSwitchAria')} className={language}>
            {t('languageSwitchLabel')}
          </a>
        </div>
      </div>
    </header>
  )
}
