import { describe, expect, it } from 'vitest'
import { donorWallView } from './donor-wall-view'

const wall = {
  donors: [
    { firstName: 'Ana', state: 'TX', amountCents: 5_000, contributedAt: '2026-11-25T23:59:00.000Z' },
    { firstName: 'Bo', state: null, contributedAt: '2026-01-02T00:30:00.000Z' },
  ],
  page: 2,
  pageCount: 3,
  total: 12_345,
}

describe('donorWallView', () => {
  it('writes each donor line and the count in English', () => {
    expect(donorWallView(wall, 'en-US')).toEqual({
      donors: [
        { firstName: 'Ana', detail: 'TX · Nov 25 · $50' },
        { firstName: 'Bo', detail: 'Jan 2' },
      ],
      page: 2,
      pageCount: 3,
      total: 12_345,
      totalText: '12,345',
    })
  })

  it('writes them in Spanish, the day in UTC whatever the server’s time zone', () => {
    const view = donorWallView(wall, 'es-MX')
    expect(view.donors.map((donor) => donor.detail)).toEqual(['TX · 25 nov · USD\u00a050', '2 ene'])
    expect(view.totalText).toBe('12,345')
  })

  it('names a donor whose first name is not name-shaped as nobody in particular (null: "A supporter")', () => {
    const donors = [
      { firstName: 'Free-iPhones-at-scam.example!!', state: 'TX', contributedAt: '2026-03-04T12:00:00.000Z' },
      { firstName: 'José', state: 'TX', contributedAt: '2026-03-04T12:00:00.000Z' },
    ]
    expect(donorWallView({ ...wall, donors }, 'en-US').donors.map((donor) => donor.firstName)).toEqual([null, 'José'])
  })

  it('leaves out what the ledger left out: no amount unless the page shows amounts', () => {
    expect(donorWallView({ ...wall, donors: [{ firstName: 'Cy', state: 'CA', contributedAt: '2026-03-04T12:00:00.000Z' }] }, 'en-US').donors[0]!.detail).toBe('CA · Mar 4')
  })
})
