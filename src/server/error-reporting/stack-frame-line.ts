/**
 * One line of a V8 stack ("at fn (file:12:5)", "at file:12:5"), read from its ends by index. A
 * stack's lines after the first can be an error message's text, whose words may come from a
 * request: the pattern this replaces, `at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$`, took time cubic in
 * such a line's length. Same reading for every frame V8 writes.
 */
export type StackFrameLine = { function: string | undefined; filename: string; lineno: number; colno: number }

const isDigits = (text: string) => text !== '' && [...text].every((character) => character >= '0' && character <= '9')

export function parseStackFrameLine(line: string): StackFrameLine | null {
  if (!line.startsWith('at ')) return null
  const body = line.endsWith(')') ? line.slice(3, -1) : line.slice(3)
  const colAt = body.lastIndexOf(':')
  const lineAt = colAt <= 0 ? -1 : body.lastIndexOf(':', colAt - 1)
  if (lineAt < 1) return null
  const lineno = body.slice(lineAt + 1, colAt)
  const colno = body.slice(colAt + 1)
  if (!isDigits(lineno) || !isDigits(colno)) return null
  const location = body.slice(0, lineAt)
  // The name ends at the first " (" that leaves a file name after it.
  const open = location.indexOf(' (', 1)
  const named = open !== -1 && open + 2 < location.length
  return {
    function: named ? location.slice(0, open) : undefined,
    filename: named ? location.slice(open + 2) : location,
    lineno: Number(lineno),
    colno: Number(colno),
  }
}
