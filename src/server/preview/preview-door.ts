/**
 * The page an editor meets at `/api/preview` without a signed link: a form that sends the preview
 * secret in a POST body (never in a URL), then goes to the page. Plain HTML, no script, no style:
 * it works under the site's strictest policy and before anything loads.
 */
import { robotsMetaTag, type Robots } from '../../shared/robots.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export type PreviewDoorState = 'ask' | 'wrong-secret' | 'secret-in-link' | 'link-expired' | 'bad-link'

const NOTES: Record<PreviewDoorState, string> = {
  ask: 'Enter the preview secret to see drafts in this browser.',
  'wrong-secret': 'That is not the preview secret.',
  'secret-in-link': 'Preview links no longer carry the secret. Enter it here instead (or ask for a signed link).',
  'link-expired': 'This preview link has expired. Enter the preview secret, or ask for a new link.',
  'bad-link': 'This preview link is not valid. Enter the preview secret, or ask for a new link.',
}

/** `robots`: what the answer's X-Robots-Tag says, written into the head as well. */
export function previewDoorHtml(path: string, state: PreviewDoorState, robots: Robots): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${robotsMetaTag(robots)}
<title>Preview</title>
</head>
<body>
<main>
<h1>Preview</h1>
<p${state === 'ask' ? '' : ' role="alert"'}>${escape(NOTES[state])}</p>
<form method="post" action="/api/preview">
<input type="hidden" name="path" value="${escape(path)}">
<label for="preview-secret">Preview secret</label>
<input id="preview-secret" name="secret" type="password" autocomplete="current-password" required>
<button type="submit">See drafts</button>
</form>
</main>
</body>
</html>
`
}
