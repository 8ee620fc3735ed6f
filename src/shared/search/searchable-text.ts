/** Case- and accent-insensitive text: "Energía" is found by "energia" and the other way round. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase('en-US')
}

/** The words of a query, each made searchable; blanks between them do not count. */
export function searchWords(query: string): string[] {
  return searchable(query).split(/\s+/).filter(Boolean)
}
