import { signedPreviewLink } from '../../../src/server/preview/preview-link'
import { PREVIEW_SECRET } from '../fixture-constants'

/** A signed link into the preview of `path`, as `npm run preview:link` prints it (relative to the server). */
export const previewLink = (path: string, minutes = 30): string => signedPreviewLink(PREVIEW_SECRET, path, minutes)
