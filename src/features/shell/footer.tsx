import { css } from 'styled-system/css'
import type { NavLink } from '../../content-model/content-model'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { NavAnchor } from '../../shared/links/nav-anchor'

const footer = css({ bg: 'navy', color: 'white', px: 'contentGutter', py: '10', '& a': { color: 'inherit' } })
const inner = css({ maxW: 'site', mx: 'auto', display: 'grid', gap: '6' })
const list = css({ display: 'flex', gap: '5', flexWrap: 'wrap', listStyle: 'none', m: '0', p: '0', '& a': { textDecoration: 'underline' } })
const disclaimer = css({ border: '1px solid', borderColor: 'white', p: '3', justifySelf: 'start', fontSize: 'sm' })

export function Footer({ links, text, t }: { links: NavLink[]; text: string | null; t: Translate<LabelsOf<'shell'>> }) {
  return (
    <footer data-region="footer" className={footer}>
      <div className={inner}>
        <nav aria-label={t('footerNavigation')}>
          <ul className={list}>
            {links.map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <NavAnchor link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <p className={disclaimer}>{text ?? t('paidForBy')}</p>
      </div>
    </footer>
  )
}
