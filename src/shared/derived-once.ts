/**
 * What a render derives from content, made once per content object instead of once per request
 * (ADR 036). Content objects are shared across requests: the content index's settings, labels
 * and pages, and a page's view under a set of variations. Something derived from one of them,
 * such as the browser's copy or its JSON text, is the same for every visitor until the content
 * changes. The entries are keyed by the source object, so they go with it.
 *
 * A source may have several results, told apart by a short key (the site's URL, say). At most
 * `maxKeysPerSource` are kept per source; past that the result is made and not kept, so a key a
 * client controls (a Host header) cannot grow the cache.
 *
 * What is returned is shared: nothing may change it.
 */
export type DerivedOnce<Source extends object, Result> = (source: Source, key: string, derive: () => Result) => Result

export function derivedOnce<Source extends object, Result>(maxKeysPerSource = 1): DerivedOnce<Source, Result> {
  const bySource = new WeakMap<Source, Map<string, Result>>()
  return (source, key, derive) => {
    let byKey = bySource.get(source)
    if (byKey?.has(key)) return byKey.get(key) as Result
    const result = derive()
    if (!byKey) bySource.set(source, (byKey = new Map()))
    if (byKey.size < maxKeysPerSource) byKey.set(key, result)
    return result
  }
}
