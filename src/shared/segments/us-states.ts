/**
 * The two-letter codes of the fifty US states and the District of Columbia, upper case as the zip
 * data and the segments write them. A state page's path suffix is one of these in lower case
 * (`/pledge--ia`); territories have no state pages.
 */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const

const codes: ReadonlySet<string> = new Set(US_STATE_CODES)

/** Whether a value is a state (or DC) code, in either case: "IA", "ia". */
export function isUsStateCode(value: unknown): value is string {
  return typeof value === 'string' && value.length === 2 && codes.has(value.toUpperCase())
}

/**
 * The inhabited US territories, by postal code: places of their own in the zip data, the
 * segments and the content (a fundraising-disabled list may name PR), but no state pages. The
 * edge names them as countries (Puerto Rico is country "PR").
 */
export const US_TERRITORY_CODES = ['AS', 'GU', 'MP', 'PR', 'VI'] as const

const places: ReadonlySet<string> = new Set([...US_STATE_CODES, ...US_TERRITORY_CODES])

/** Whether a value is a state, DC or territory code, in either case: what a visitor's segments may name as their state. */
export function isUsPlaceCode(value: unknown): value is string {
  return typeof value === 'string' && value.length === 2 && places.has(value.toUpperCase())
}

/** Whether a value is a territory's code, in either case. */
export function isUsTerritoryCode(value: unknown): value is string {
  return typeof value === 'string' && (US_TERRITORY_CODES as readonly string[]).includes(value.toUpperCase())
}
