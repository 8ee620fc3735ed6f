import { describe, expect, it } from 'vitest'
import { shareUrls } from './share-links'

describe('share links', () => {
  it('carry the page URL and title encoded, so an ampersand or accent cannot break them', () => {
    const urls = shareUrls('https://example.org/es/propuestas/agua?x=1&y=2', 'Agua & energía')
    expect(urls.x).toBe('https://x.com/intent/post?url=https%3A%2F%2Fexample.org%2Fes%2Fpropuestas%2Fagua%3Fx%3D1%26y%3D2&text=Agua%20%26%20energ%C3%ADa')
    expect(urls.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.org%2Fes%2Fpropuestas%2Fagua%3Fx%3D1%26y%3D2')
    expect(urls.email).toBe('mailto:?subject=Agua%20%26%20energ%C3%ADa&body=https%3A%2F%2Fexample.org%2Fes%2Fpropuestas%2Fagua%3Fx%3D1%26y%3D2')
  })
})
