/**
 * Whether a donor's first name goes on the public wall as typed. The wall shows what a donor
 * would expect a stranger to read: a name. Anything else a donor typed into the first-name field
 * (an address, an email, a link, an advert, digits, symbols, emoji, invisible characters) is
 * shown as "A supporter" instead, in the page's language; so is a name past a sane length.
 *
 * A name: letters of any script (with their accents), in at most three parts joined by a space,
 * a hyphen or an apostrophe ("Ana", "José", "Mary-Kate", "D'Angelo", "Nguyễn", "Zoë", "Лена").
 */
const MAX_NAME_LENGTH = 24
const WORD = String.raw`(?:\p{L}\p{M}*)+`
const NAME = new RegExp(`^${WORD}(?:[ '’-]${WORD}){0,2}$`, 'u')

/** The name as the wall shows it, or null for "A supporter". */
export function wallNameOf(firstName: string | null | undefined): string | null {
  const name = firstName?.normalize('NFC').trim()
  if (!name || name.length > MAX_NAME_LENGTH || !NAME.test(name)) return null
  return name
}
