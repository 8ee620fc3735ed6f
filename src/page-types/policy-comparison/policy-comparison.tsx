import { css } from 'styled-system/css'
import type { LabelGroup, LabelsOf } from '../../shared/i18n/label-groups'
import { useLabels, type Translate } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import type { PageTypeProps } from '../page-type'
import type { Comparison } from './policy-comparison.fields'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['comparison'] as const satisfies readonly LabelGroup[]

const article = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })

/*
 * Below `tablet` every row is a card: the table's parts are laid out as blocks, the column
 * headers give way to each cell's own label, and nothing needs JavaScript. Browsers drop table
 * semantics from table parts that are not displayed as such, so the parts also carry their roles.
 */
const table = css({ display: { base: 'block', tablet: 'table' }, w: 'full', borderCollapse: 'collapse', fontSize: 'md', color: 'text' })
const caption = css({ display: { base: 'block', tablet: 'table-caption' }, textAlign: 'left', fontSize: { base: 'xl', desktopSmall: '2xl' }, fontWeight: 'bodyBold', color: 'navy', pb: '4' })
const hiddenCaption = css({ srOnly: true })
const head = css({ display: { base: 'none', tablet: 'table-header-group' } })
const body = css({ display: { base: 'grid', tablet: 'table-row-group' }, gap: '4' })
const row = css({
  display: { base: 'block', tablet: 'table-row' },
  bg: { base: 'bgAlt', tablet: 'transparent' },
  p: { base: '4', tablet: '0' },
  borderBottom: { tablet: '1px solid' },
  borderColor: { tablet: 'border' },
})
const columnHeader = css({ textAlign: 'left', verticalAlign: 'bottom', fontWeight: 'bodyBold', color: 'navy', p: '3', borderBottom: '2px solid', borderColor: 'navy' })
const rowHeader = css({
  display: { base: 'block', tablet: 'table-cell' },
  textAlign: 'left',
  verticalAlign: 'top',
  fontWeight: 'bodyBold',
  fontSize: { base: 'lg', tablet: 'md' },
  color: 'navy',
  p: { base: '0', tablet: '3' },
  pb: { base: '2', tablet: '3' },
})
const cell = css({
  display: { base: 'block', tablet: 'table-cell' },
  verticalAlign: 'top',
  overflowWrap: 'break-word',
  p: { base: '0', tablet: '3' },
  py: { base: '2', tablet: '3' },
  borderTop: { base: '1px solid', tablet: 'none' },
  borderColor: 'border',
})
// A side with nothing to say on a topic keeps its place in the table and takes none in a card.
const emptyCell = css({ display: { base: 'none', tablet: 'table-cell' }, p: '3' })
const cellLabel = css({ display: { base: 'block', tablet: 'none' }, fontSize: 'sm', fontWeight: 'bodyBold', color: 'textMuted' })

/** Where the candidates stand, topic by topic: a table on wide screens, a card per topic on narrow ones. */
export default function PolicyComparison({ page }: PageTypeProps<'policyComparison'>) {
  // Parsed on the server by policyComparisonFields; without a usable comparison the page shows its words alone.
  const fields = page.fields
  const t = useLabels(page.locale, ...labels)
  return (
    <article className={article}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.comparison ? <ComparisonTable comparison={fields.comparison} pageTitle={page.title} t={t} /> : null}
      {fields.body ? <RichText content={fields.body} className={css({ maxW: 'content' })} /> : null}
    </article>
  )
}

/** The comparison itself: a table on wide screens, a card per topic on narrow ones. */
function ComparisonTable({ comparison, pageTitle, t }: { comparison: Comparison; pageTitle: string; t: Translate<LabelsOf<(typeof labels)[number]>> }) {
  const { caption: captionText, columns, rows } = comparison
  return (
  <table className={table} role="table">
    {/* Without its own caption the table is named by the page title, already on screen. */}
    <caption className={captionText ? caption : hiddenCaption}>{captionText ?? pageTitle}</caption>
    <thead className={head} role="rowgroup">
      <tr role="row">
        <th scope="col" role="columnheader" className={columnHeader}>
          {t('comparisonTopic')}
        </th>
        {columns.map((column) => (
          <th key={column.key} scope="col" role="columnheader" className={columnHeader}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody className={body} role="rowgroup">
      {rows.map((item, index) => (
        <tr key={index} className={row} role="row">
          <th scope="row" role="rowheader" className={rowHeader}>
            {item.topic}
          </th>
          {columns.map((column) => {
            const text = item.cells[column.key]
            return text === undefined ? (
              <td key={column.key} role="cell" className={emptyCell} />
            ) : (
              <td key={column.key} role="cell" className={cell}>
                {/* Shown only where the column headers are not: each card names its sides. */}
                <span className={cellLabel}>{column.label}</span>
                {text}
              </td>
            )
          })}
        </tr>
      ))}
    </tbody>
  </table>
  )
}
