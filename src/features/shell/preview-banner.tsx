import { css } from 'styled-system/css'
import { useLabels } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'

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

const problemList = css({ flexBasis: 'full', maxW: 'content', fontWeight: 'body', '& ul': { listStyle: 'disc', pl: '6' } })

/**
 * Tells an editor in preview that drafts are showing, on every page, with the way out: a
 * preview must never be mistaken for the published site. Also lists what this page is shown
 * without (fields missing or malformed), which visitors never see. Loaded in preview only.
 */
export default function PreviewBanner({ path, problems, locale }: { path: string; problems: readonly { field: string; message: string }[]; locale: Locale }) {
  const t = useLabels(locale, 'preview')
  return (
    <div className={banner} role="status" data-preview-banner="">
      <span>{t('previewNotice')}</span>
      <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>{t('previewExit')}</a>
      {problems.length > 0 ? (
        <div className={problemList} data-preview-problems="">
          <p>{t('previewProblems')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>
                <code>{problem.field}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
