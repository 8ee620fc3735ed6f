/**
 * The contact sheet of `npm run screenshots`: one HTML page of thumbnails for a design review,
 * a section per page type, a row per view of it (as first seen, with a modal open), a column per
 * language and width. Each thumbnail links to its full image and is labelled with its path and width.
 */

/** One screenshot taken: what it shows, and its file relative to the sheet. */
export type Shot = {
  pageType: string
  locale: string
  /** The page's public path, as a visitor asks for it. */
  path: string
  width: number
  /** What is open on the page: the first view (with the takeover where it shows), or a modal. */
  view: string
  file: string
}

type SheetOptions = { title: string; caption?: string }

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/** A file name as a relative URL: each segment percent-encoded, so spaces and `#` or `?` in it still link. */
const fileHref = (file: string) => file.split('/').map(encodeURIComponent).join('/')

/** The values in the order they first appear. */
const inOrder = <T,>(values: readonly T[]): T[] => [...new Set(values)]

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 24px; color: #1a1a1a; }
  section { margin-bottom: 40px; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ddd; padding: 8px; vertical-align: top; text-align: left; }
  th[scope="row"] { white-space: nowrap; }
  figure { margin: 0; }
  img { display: block; width: 170px; max-height: 360px; object-fit: cover; object-position: top; border: 1px solid #ccc; }
  figcaption { font-size: 12px; margin-top: 4px; max-width: 170px; overflow-wrap: anywhere; }
`

function cell(shot: Shot | undefined): string {
  if (!shot) return '<td></td>'
  const label = `${shot.path} · ${shot.width} px`
  return `<td><figure><a href="${escapeHtml(fileHref(shot.file))}"><img src="${escapeHtml(fileHref(shot.file))}" alt="${escapeHtml(`${shot.pageType}, ${shot.view}: ${label}`)}" loading="lazy"></a><figcaption>${escapeHtml(label)}</figcaption></figure></td>`
}

function section(pageType: string, shots: readonly Shot[], columns: readonly { locale: string; width: number }[]): string {
  const head = columns.map(({ locale, width }) => `<th scope="col">${escapeHtml(locale)} · ${width} px</th>`).join('')
  const rows = inOrder(shots.map((shot) => shot.view)).map((view) => {
    const cells = columns.map(({ locale, width }) => cell(shots.find((shot) => shot.view === view && shot.locale === locale && shot.width === width)))
    return `<tr><th scope="row">${escapeHtml(view)}</th>${cells.join('')}</tr>`
  })
  return `<section><h2>${escapeHtml(pageType)}</h2><table><thead><tr><th></th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`
}

/** The sheet's HTML: page types, views, languages and widths in the order the shots were taken. */
export function contactSheetHtml(shots: readonly Shot[], { title, caption }: SheetOptions): string {
  const widths = inOrder(shots.map((shot) => shot.width))
  const columns = inOrder(shots.map((shot) => shot.locale)).flatMap((locale) => widths.map((width) => ({ locale, width })))
  const sections = inOrder(shots.map((shot) => shot.pageType)).map((pageType) =>
    section(
      pageType,
      shots.filter((shot) => shot.pageType === pageType),
      columns,
    ),
  )
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><h1>${escapeHtml(title)}</h1>${caption ? `<p>${escapeHtml(caption)}</p>` : ''}`,
    ...sections,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
