import { css } from 'styled-system/css'
import { PersonalizedCallouts, prefetchPersonalizedCallouts } from '../../features/segments/personalized-callouts'
import { FailureBoundary } from '../../shared/failure-boundary'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { PageTypePrefetch, PageTypeProps } from '../page-type'

export const prefetch: PageTypePrefetch = (queryClient, page) => prefetchPersonalizedCallouts(queryClient, page.locale)

const hero = css({
  bg: 'navy',
  color: 'white',
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', desktopSmall: 'minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'center',
  gap: '8',
  px: 'contentGutter',
  py: { base: '10', desktopSmall: '16' },
})
const heroText = css({ maxW: 'content', justifySelf: { desktopSmall: 'end' }, display: 'grid', gap: '5' })
const title = css({ textStyle: 'title', fontWidth: 'extraWide' })
const heroImage = css({ '& img': { w: 'full', h: 'auto', maxW: 'content' } })
const section = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '10' })
const cards = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', tablet: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', p: '0', m: '0' })
const card = css({
  display: 'grid',
  // Its one track never grows past the card for a failed image's alt text (ADR 062).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '3',
  bg: 'bgAlt',
  color: 'navy',
  h: 'full',
  p: '5',
  textDecoration: 'none',
  transition: 'transform',
  transitionDuration: 'hover',
  _hover: { transform: 'translateY(-2px)' },
  '& img': { w: 'full', h: 'auto' },
})
const cardTitle = css({ fontSize: 'xl', fontWeight: 'bodyBold', fontWidth: 'extraWide' })

/** The campaign's front door: hero, rich body and cards for the featured pages. */
export default function CampaignHomepage({ page }: PageTypeProps<'campaignHomepage'>) {
  // Parsed on the server by campaignHomepageFields: any field may be absent.
  const fields = page.fields
  const featured = (fields.featuredPages ?? []).filter((entry) => entry.href)
  return (
    <>
      <section className={hero}>
        <div className={heroText}>
          <h1 className={title}>{page.title}</h1>
          {page.summary ? <p>{page.summary}</p> : null}
        </div>
        {page.heroImage ? (
          <div className={heroImage}>
            <ContentImage asset={page.heroImage} priority />
          </div>
        ) : null}
      </section>
      <div className={section}>
        {/* Its own boundary: a failed fetch of a state's callouts empties the callouts, not the page. */}
        <FailureBoundary name="personalised callouts">
          <PersonalizedCallouts locale={page.locale} />
        </FailureBoundary>
        {fields.body ? <RichText content={fields.body} /> : null}
        {featured.length > 0 ? (
          <ul className={cards}>
            {featured.map((entry) => (
              <li key={entry.id}>
                <a className={card} href={entry.href ?? undefined}>
                  {entry.image ? <ContentImage asset={entry.image} sizes="(min-width: 768px) 33vw, 100vw" /> : null}
                  <span className={cardTitle}>{entry.title}</span>
                  {entry.summary ? <span>{entry.summary}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  )
}
