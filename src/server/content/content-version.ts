/**
 * The version of the content an index was built from, part of every page cache key: pages rendered
 * from older content are never served after a publish, and no cache needs a purge. A source that
 * knows a version every process and isolate agrees on (a content snapshot's) names it; otherwise
 * each index gets this process's next number, which is enough for a cache the process keeps alone.
 */
import type { ContentIndex } from './content-index.ts'

const versions = new WeakMap<ContentIndex, string>()
let lastGeneration = 0

/** Names the version an index was built from (the same for every isolate that builds it). */
export function setContentVersion(index: ContentIndex, version: string): void {
  versions.set(index, version)
}

export function contentVersionOf(index: ContentIndex): string {
  let version = versions.get(index)
  if (version === undefined) {
    version = `g${++lastGeneration}`
    versions.set(index, version)
  }
  return version
}
