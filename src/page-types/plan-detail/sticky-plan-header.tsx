/**
 * A slim bar with the plan's title that slides in once the page title has scrolled out of view
 * (and away again when it returns), so a reader deep in a long plan knows where they are.
 */
import { Link } from '@tanstack/react-router'
import { useEffect, useState, type RefObject } from 'react'
import { css } from 'styled-system/css'

const bar = css({
  position: 'fixed',
  top: '0',
  left: '0',
  right: '0',
  zIndex: 'stickyHeader',
  bg: 'navy',
  color: 'white',
  minH: 'navOffset.small',
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  px: 'contentGutter',
  transform: 'translateY(-100%)',
  transitionProperty: 'transform',
  transitionDuration: 'socialHover',
  '&[data-visible=true]': { transform: 'translateY(0)' },
  '& a': { color: 'white' },
})
const barTitle = css({ flex: '1', minW: '0', fontWeight: 'bodyBold', fontSize: 'md', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

/** Whether an element has scrolled up out of the viewport (not merely below it). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom < 0)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [target])
  return past
}

export function StickyPlanHeader({
  title,
  titleRef,
  backHref,
  backLabel,
}: {
  title: string
  titleRef: RefObject<HTMLElement | null>
  backHref: string | null
  backLabel: string
}) {
  const visible = useScrolledPast(titleRef)
  return (
    // Hidden from assistive technology and focus while off screen: it repeats the page title.
    <div className={bar} data-visible={visible} aria-hidden={!visible} inert={!visible} data-sticky-header="">
      <span className={barTitle}>{title}</span>
      {backHref ? <Link to={backHref}>{backLabel}</Link> : null}
    </div>
  )
}
