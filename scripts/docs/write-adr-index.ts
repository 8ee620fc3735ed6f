/** node scripts/docs/write-adr-index.ts — writes docs/decisions/README.md from the ADRs' headers; exits 1 when a header is wrong. */
import { writeFileSync } from 'node:fs'
import { adrProblems, readAdrFiles, renderAdrIndex } from './adr-index.ts'

const folder = 'docs/decisions'
const files = readAdrFiles(folder)
const problems = adrProblems(files)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
writeFileSync(`${folder}/README.md`, renderAdrIndex(files))
console.info(`${folder}/README.md: ${files.length} ADRs`)
