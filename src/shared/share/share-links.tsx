/**
 * Share links as plain URLs: no third-party script, cookie or request until the visitor clicks.
 */
import { css } from 'styled-system/css'
import type { LabelsOf } from '../i18n/label-groups'
import type { Translate } from '../i18n/use-labels'

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', m: '0', p: '0', alignItems: 'center' })
const link = css({
  // A comfortable target (WCAG 2.5.8): these sit side by side.
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  border: '2px solid',
  borderColor: 'navy',
  color: 'navy',
  px: '3',
  py: '1',
  fontSize: 'sm',
  fontWeight: 'bodyBold',
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: 'socialHover',
  _hover: { bg: 'navy', color: 'white' },
})

export function shareUrls(url: string, title: string): { x: string; facebook: string; email: string } {
  const u = encodeURIComponent(url)
  return {
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`,
  }
}

/** `url` is the page's absolute URL (the site's public origin + its path); `label` names the group when a page has several. */
export function ShareLinks({ url, title, t, label }: { url: string; title: string; t: Translate<LabelsOf<'sharing'>>; label?: string }) {
  const urls = shareUrls(url, title)
  return (
    <section aria-label={label ?? t('shareHeading')}>
      <ul className={list}>
        <li>
          <a className={link} href={urls.x} target="_blank" rel="noopener noreferrer">
            {t('shareOnX')}
          </a>
        </li>
        <li>
          <a className={link} href={urls.facebook} target="_blank" rel="noopener noreferrer">
            {t('shareOnFacebook')}
          </a>
        </li>
        <li>
          <a className={link} href={urls.email}>
            {t('shareByEmail')}
          </a>
        </li>
      </ul>
    </section>
  )
}
