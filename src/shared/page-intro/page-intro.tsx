import { css } from 'styled-system/css'

const header = css({ display: 'grid', gap: '4' })
const title = css({ textStyle: 'title', fontWidth: 'extraWide', color: 'navy', overflowWrap: 'break-word' })
const lead = css({ fontSize: { base: 'xl', desktopSmall: '2xl' }, color: 'textMuted' })

/** A page's heading and lead sentence, the way every page type opens. */
export function PageIntro({ title: text, summary }: { title: string; summary: string | null }) {
  return (
    <header className={header}>
      <h1 className={title}>{text}</h1>
      {summary ? <p className={lead}>{summary}</p> : null}
    </header>
  )
}
