import { css } from 'styled-system/css'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { PageTypeProps } from '../page-type'
import { PageIntro } from '../../shared/page-intro/page-intro'

const article = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '6' })
const hero = css({ '& img': { w: 'full', h: 'auto' } })

/** An article: title, lead, hero image and rich text with embedded entries and assets. */
export default function ContentDetail({ page }: PageTypeProps<'contentDetail'>) {
  // Parsed on the server by contentDetailFields: any field may be absent.
  const fields = page.fields
  return (
    <article className={article}>
      <PageIntro title={page.title} summary={page.summary} />
      {page.heroImage ? (
        <div className={hero}>
          <ContentImage asset={page.heroImage} priority />
        </div>
      ) : null}
      {fields.body ? <RichText content={fields.body} /> : null}
    </article>
  )
}
