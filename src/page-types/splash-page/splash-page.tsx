import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { NavAnchor } from '../../shared/links/nav-anchor'
import { navigationLinkHref } from '../../shared/links/navigation-link-target'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { PageTypeProps } from '../page-type'

const splash = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minH: '100dvh',
  overflow: 'hidden',
  bg: 'bgInverse',
  px: { base: '4', tablet: 'contentGutter' },
  py: { base: '10', desktopSmall: '16' },
})
const backdrop = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })
// Opaque enough that the words stay readable over any picture.
const panel = css({
  position: 'relative',
  display: 'grid',
  gap: '6',
  justifyItems: 'start',
  w: 'full',
  maxW: 'content',
  p: { base: '6', tablet: '10' },
  bg: 'bgInverse/90',
  color: 'textInverse',
  // Above the global link colours, which are for light backgrounds.
  '& a[href]': { color: 'textInverse' },
  '& :focus-visible': { outlineColor: 'focusRingInverse' },
})
const title = css({ textStyle: 'title', fontWidth: 'extraWide', overflowWrap: 'break-word', hyphens: 'auto' })
const lead = css({ fontSize: { base: 'xl', desktopSmall: '2xl' } })
// The recipe keeps labels on one line; a long one must wrap on a small phone.
const cta = cx(button({ variant: 'primary', size: 'md' }), css({ whiteSpace: 'normal', textAlign: 'center' }))

/** A full-bleed welcome: the hero picture behind the title, the words and one button onwards. */
export default function SplashPage({ page }: PageTypeProps<'splashPage'>) {
  // Parsed on the server by splashPageFields: any field may be absent.
  const fields = page.fields
  const ids = useId()
  const image = page.heroImage?.contentType.startsWith('image/') ? page.heroImage : null
  const link = fields.ctaLink ? navigationLinkHref(fields.ctaLink, page.locale) : null
  return (
    <section className={splash} aria-labelledby={`${ids}-title`}>
      {image ? (
        // Decoration behind the words, which say what the page says; sized so nothing moves as it loads.
        <ContentImage className={backdrop} asset={image} decorative priority />
      ) : null}
      <div className={panel}>
        <h1 id={`${ids}-title`} className={title}>
          {page.title}
        </h1>
        {page.summary ? <p className={lead}>{page.summary}</p> : null}
        {fields.body ? <RichText content={fields.body} /> : null}
        {link ? <NavAnchor link={link} className={cta} /> : null}
      </div>
    </section>
  )
}
