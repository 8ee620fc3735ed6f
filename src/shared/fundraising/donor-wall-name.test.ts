import { describe, expect, it } from 'vitest'
import { wallNameOf } from './donor-wall-name'

describe('wallNameOf', () => {
  it('keeps first names in any script, with accents, hyphens and apostrophes', () => {
    for (const name of ['Ana', 'José', 'Zoë', 'Mary-Kate', "D'Angelo", 'O’Neil', 'Nguyễn', 'Лена', '美玲', 'Ana María', 'Jean-Luc Émile']) {
      expect(wallNameOf(name)).toBe(name)
    }
  })

  it('writes an accent typed as a combining mark as one character', () => {
    expect(wallNameOf('Jose\u0301')).toBe('José')
  })

  it('leaves out anything that is not name-shaped', () => {
    for (const typed of [
      'Free-iPhones-at-scam.example!!',
      'Free-iPhones-at-scam',
      'ana@example.org',
      'https://scam.example',
      'www.scam.example',
      '123 Main St',
      'Room101',
      'Ana!!',
      'Ana🎉',
      'Ana\u200bMaría',
      '\u202eanA',
      '<b>Ana</b>',
      'Ana--María',
      "-Ana",
      'Supercalifragilisticexpialidocious',
      '',
      '   ',
    ]) {
      expect(wallNameOf(typed), typed).toBeNull()
    }
    expect(wallNameOf(null)).toBeNull()
  })
})
