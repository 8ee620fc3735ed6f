import { css } from 'styled-system/css'
import type { Asset } from '../../content-model/content-model'
import type { Locale } from '../locale'
import { fileKind, fileSize } from './file-facts'

const facts = css({ color: 'textMuted', fontSize: 'sm', whiteSpace: 'nowrap' })

/** A file to download, labelled with its title and, after it, its kind and size ("PDF, 24 kB"). */
export function DownloadLink({ asset, locale, label }: { asset: Asset; locale: Locale; label?: string }) {
  const details = [fileKind(asset.contentType, asset.url), fileSize(asset.size, locale)].filter(Boolean).join(', ')
  return (
    <a href={asset.url} download>
      {label ?? (asset.title || asset.url)}
      {details ? <span className={facts}> ({details})</span> : null}
    </a>
  )
}
