/**
 * Contentful rich text with its embedded entries and assets, rendered inert: links keep only
 * allowed schemes, embeds come from the resolved targets the server sent, unknown nodes drop.
 */
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer'
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { RichText as RichTextContent, RichTextEntry } from '../../content-model/content-model'
import { ContentImage } from '../images/content-image'
import { safeHref } from './safe-href'

const prose = css({
  display: 'grid',
  gap: '5',
  '& h2': { fontSize: { base: '2xl', desktopSmall: '4xl' }, fontWeight: 'title', lineHeight: 'title', mt: '4' },
  '& h3': { fontSize: { base: 'xl', desktopSmall: '2xl' }, fontWeight: 'bodyBold', mt: '2' },
  '& ul': { listStyle: 'disc', pl: '6', display: 'grid', gap: '2' },
  '& ol': { listStyle: 'decimal', pl: '6', display: 'grid', gap: '2' },
  '& a': { color: 'link', textDecoration: 'underline' },
  '& blockquote': { borderLeft: '4px solid', borderColor: 'red', pl: '5', fontStyle: 'italic' },
})
const figure = css({ m: '0', '& img': { w: 'full', h: 'auto' }, '& figcaption': { fontSize: 'sm', color: 'textMuted', mt: '2' } })
const card = css({ display: 'block', bg: 'bgAlt', p: '5', borderLeft: '4px solid', borderColor: 'liberty', textDecoration: 'none!' })

const cardSummary = css({ display: 'block', mt: '1' })

const targetId = (node: { data: { target?: { sys?: { id?: string } } } }) => node.data.target?.sys?.id ?? ''

function EmbeddedEntry({ entry }: { entry: RichTextEntry }) {
  const content = (
    <>
      {entry.title ? <strong>{entry.title}</strong> : null}
      {entry.summary ? <span className={cardSummary}>{entry.summary}</span> : null}
    </>
  )
  return entry.href ? (
    <a className={card} href={entry.href}>
      {content}
    </a>
  ) : (
    <div className={card}>{content}</div>
  )
}

function options(content: RichTextContent): Options {
  return {
    renderNode: {
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const entry = content.entries[targetId(node)]
        return entry ? <EmbeddedEntry entry={entry} /> : null
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = content.assets[targetId(node)]
        if (!asset) return null
        return (
          <figure className={figure}>
            <ContentImage asset={asset} />
            {asset.title ? <figcaption>{asset.title}</figcaption> : null}
          </figure>
        )
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const entry = content.entries[targetId(node)]
        return entry?.href ? <a href={entry.href}>{entry.title}</a> : (entry?.title ?? null)
      },
      [INLINES.HYPERLINK]: (node, children: ReactNode) => {
        const href = safeHref(node.data.uri)
        if (!href) return <>{children}</>
        const external = !href.startsWith('/') && !href.startsWith('#')
        return (
          <a href={href} rel={external ? 'noopener noreferrer' : undefined}>
            {children}
          </a>
        )
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children: ReactNode) => {
        const href = content.entries[targetId(node)]?.href
        return href ? <a href={href}>{children}</a> : <>{children}</>
      },
      [INLINES.ASSET_HYPERLINK]: (node, children: ReactNode) => {
        const url = content.assets[targetId(node)]?.url
        return url ? <a href={url}>{children}</a> : <>{children}</>
      },
    },
  }
}

export function RichText({ content, className }: { content: RichTextContent; className?: string }) {
  // The document was validated where it entered (content-model.ts); the library wants its own type.
  const document = content.document as unknown as Document
  return (
    <div className={className ? `${prose} ${className}` : prose} data-rich-text="">
      {documentToReactComponents(document, options(content))}
    </div>
  )
}
