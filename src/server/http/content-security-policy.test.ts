import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
const none = { scriptOrigins: [], connectOrigins: [], styleOrigins: [], frameOrigins: [], formOrigins: [], imageOrigins: [], mediaOrigins: [], frameAncestors: [] }

describe('the content security policy', () => {
  it('allows exactly the inline scripts of the document, by hash, and never unsafe-inline', () => {
    const html = '<script>self.a=1</script><script type="module" src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">import "/y.js"</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('import "/y.js"')])
    const policy = contentSecurityPolicy(html, none)
    expect(policy).toContain(`script-src 'self' ${sha('self.a=1')} ${sha('import "/y.js"')}`)
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toMatch(/^default-src 'none'; /)
  })

  it('names the configured origins where they are needed', () => {
    const policy = contentSecurityPolicy('', {
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
