import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newScriptMark, ownInlineScripts } from './content-security-policy'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
const none = { scriptOrigins: [], connectOrigins: [], styleOrigins: [], frameOrigins: [], formOrigins: [], imageOrigins: [], mediaOrigins: [], frameAncestors: [] }

describe('the content security policy', () => {
  it("allows exactly the render's own inline scripts, by hash, and never unsafe-inline", () => {
    const mark = newScriptMark()
    const html = `<script nonce="${mark}">self.a=1</script><script type="module" src="/x.js" nonce="${mark}"></script><script type="application/ld+json" nonce="${mark}">{"a":1}</script><script type="module" nonce="${mark}">import "/y.js"</script>`
    const own = ownInlineScripts(html, mark)
    expect(own.hashes).toEqual([sha('self.a=1'), sha('import "/y.js"')])
    // The mark leaves with the finishing step: every render of a page is the same bytes.
    expect(own.html).toBe('<script>self.a=1</script><script type="module" src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">import "/y.js"</script>')
    const policy = contentSecurityPolicy(own.hashes, none)
    expect(policy).toContain(`script-src 'self' ${sha('self.a=1')} ${sha('import "/y.js"')}`)
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toMatch(/^default-src 'none'; /)
  })

  it('hashes no inline script of a document rendered without a mark', () => {
    expect(ownInlineScripts('<script>self.a=1</script>', undefined)).toEqual({ html: '<script>self.a=1</script>', hashes: [] })
  })

  it('makes a new, unguessable mark for each render', () => {
    const marks = new Set(Array.from({ length: 100 }, newScriptMark))
    expect(marks.size).toBe(100)
    for (const mark of marks) expect(mark).toMatch(/^[A-Za-z0-9_-]{24}$/)
  })

  it('names the configured origins where they are needed', () => {
    const policy = contentSecurityPolicy([], {
      scriptOrigins: ['https://donate.example'],
      connectOrigins: ['https://o1.ingest.example', 'https://zip.example'],
      styleOrigins: ['https://cdn.donate.example'],
      frameOrigins: ['https://donate.example', 'https://player.example'],
      formOrigins: ['https://donate.example'],
      imageOrigins: ['https://images.ctfassets.net'],
      mediaOrigins: ['https://videos.ctfassets.net'],
      frameAncestors: ['https://partner.example'],
    })
    expect(policy).toContain("script-src 'self' https://donate.example")
    expect(policy).toContain("connect-src 'self' https://o1.ingest.example https://zip.example")
    expect(policy).toContain('frame-src https://donate.example https://player.example')
    expect(policy).toContain("form-action 'self' https://donate.example;")
    expect(policy).toContain("media-src 'self' https://videos.ctfassets.net")
    expect(policy).toContain("img-src 'self' data: https://images.ctfassets.net")
    expect(policy).toContain("style-src 'self' https://cdn.donate.example;")
    expect(policy).toContain('frame-ancestors https://partner.example')
  })
})
