import { css } from 'styled-system/css'
import { interpolate } from '../../shared/i18n/interpolate'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { PageTypeProps } from '../page-type'
import { useActiveStep } from './use-active-step'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['story'] as const satisfies readonly LabelGroup[]

const header = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', pt: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '4' })
const title = css({ textStyle: 'title', fontWidth: 'extraWide', color: 'navy' })
const lead = css({ fontSize: { base: 'xl', desktopSmall: '2xl' }, color: 'textMuted' })
const story = css({
  position: 'relative',
  maxW: 'site',
  mx: 'auto',
  px: 'contentGutter',
  py: '10',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', desktopSmall: 'minmax(0, 2fr) minmax(0, 3fr)' },
  gap: { base: '0', desktopSmall: '12' },
})
// The graphic stays in view while the steps scroll past it: on top of the screen on phones, beside the text on desktops.
const graphic = css({
  position: 'sticky',
  top: '0',
  h: { base: '45vh', desktopSmall: '100vh' },
  display: 'grid',
  alignItems: 'center',
  gridRow: { base: '1', desktopSmall: '1 / span 1' },
  gridColumn: { base: '1', desktopSmall: '2' },
  '& img': {
    gridArea: '1 / 1',
    w: 'full',
    h: 'full',
    maxH: 'full',
    objectFit: 'contain',
    opacity: '0',
    transitionProperty: 'opacity',
    transitionDuration: 'socialHover',
  },
  '& img[data-active=true]': { opacity: '1' },
})
const stepList = css({
  gridRow: { base: '2', desktopSmall: '1' },
  gridColumn: '1',
  position: 'relative',
  zIndex: '1',
  listStyle: 'none',
  m: '0',
  p: '0',
})
const step = css({
  minH: { base: '70vh', desktopSmall: '90vh' },
  display: 'flex',
  alignItems: 'center',
  '&:last-child': { minH: { base: '60vh', desktopSmall: '100vh' } },
})
const stepCard = css({
  bg: 'bg',
  color: 'text',
  p: '6',
  display: 'grid',
  gap: '3',
  borderLeft: '4px solid',
  boxShadow: 'lg',
  // The step being read is marked by its border, not by fading the others (faded text fails contrast).
  borderLeftColor: 'border',
  transitionProperty: 'border-color',
  transitionDuration: 'socialHover',
  '[data-active=true] > &': { borderLeftColor: 'red' },
  '& figure img': { w: 'full', h: 'auto' },
})
const counter = css({ fontSize: 'sm', fontWeight: 'bodyBold', color: 'textMuted', textTransform: 'uppercase', letterSpacing: 'wide' })
const closing = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', pb: { base: '10', desktopSmall: '16' } })

/**
 * A story told in steps: the graphic beside the text changes as each step reaches the middle of
 * the screen. Without JavaScript every step still shows its own picture (in <noscript>); with
 * reduced motion the graphics swap without fading (the global reduced-motion rule).
 */
export default function Scrollytelling({ page }: PageTypeProps<'scrollytelling'>) {
  // Parsed on the server by scrollytellingFields (incomplete steps dropped; none left: the story shows its words alone).
  const { steps = [], body } = page.fields
  const t = useLabels(page.locale, ...labels)
  const { active, stepRef } = useActiveStep(steps.length)
  return (
    <article>
      <header className={header}>
        <h1 className={title}>{page.title}</h1>
        {page.summary ? <p className={lead}>{page.summary}</p> : null}
      </header>
      <div className={story}>
        <div className={graphic} aria-hidden="true" data-story-graphic="">
          {steps.map((item, index) => (
            <ContentImage key={item.id} asset={item.fields.image} decorative sizes="(min-width: 1024px) 60vw, 100vw" priority={index === 0} data-active={index === active} />
          ))}
        </div>
        <ol className={stepList}>
          {steps.map((item, index) => (
            <li key={item.id} ref={stepRef(index)} className={step} data-active={index === active} data-story-step={index}>
              <div className={stepCard}>
                <span className={counter}>{interpolate(t('storyStepOf'), { step: index + 1, total: steps.length })}</span>
                <h2 className={css({ fontSize: { base: '2xl', desktopSmall: '3xl' }, color: 'navy' })}>{item.fields.heading}</h2>
                <p>{item.fields.body}</p>
                <noscript>
                  <figure>
                    <ContentImage asset={item.fields.image} />
                  </figure>
                </noscript>
              </div>
            </li>
          ))}
        </ol>
      </div>
      {body ? (
        <div className={closing}>
          <RichText content={body} />
        </div>
      ) : null}
    </article>
  )
}
