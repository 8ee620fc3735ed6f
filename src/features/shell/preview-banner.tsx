import { css } from 'styled-system/css'
import type { Translate } from '../../shared/i18n/use-labels'

const banner = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'center',
  alignItems: 'center',
  bg: 'yellow',
  color: 'navy',
  py: '2',
  px: 'contentGutter',
  fontWeight: 'bodyBold',
  '& a': { color: 'inherit', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minH: '11' },
})

/**
 * Tells an editor in preview that drafts are showing, on every page, with the way out: a
 * preview must never be mistaken for the published site. The shell loads it in preview only.
 */
export default function PreviewBanner({ path, t }: { path: string; t: Translate }) {
  return (
    <div className={banner} role="status" data-preview-banner="">
      <span>{t('previewNotice')}</span>
      <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>{t('previewExit')}</a>
    </div>
  )
}
