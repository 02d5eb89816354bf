import { loadRagIndex, type RagIndex } from '../../retrieval/rag-index-file.ts'
import { readArtifact } from '../training/index.ts'

/** Indexes kept by a warm Lambda; a few versions' indexes fit easily in a chat function's memory. */
const maximumCachedIndexes = 8
const cache = new Map<string, Promise<RagIndex>>()

/**
 * A retrieval index from the artifacts bucket, loaded once per warm function and kept (least recently used
 * first out). Index objects are never rewritten under the same key by a different training, so a cached copy
 * cannot go stale.
 *
 * @example
 * const index = await loadCachedRagIndex(model.ragIndexKey)
 */
export function loadCachedRagIndex(indexKey: string): Promise<RagIndex> {
  const cached = cache.get(indexKey)
  if (cached) {
    cache.delete(indexKey)
    cache.set(indexKey, cached)
    return cached
  }
  const loading = readArtifact(indexKey).then((text) => loadRagIndex(JSON.parse(text)))
  // A failed load is not kept: the next message tries again.
  loading.catch(() => cache.delete(indexKey))
  cache.set(indexKey, loading)
  while (cache.size > maximumCachedIndexes) cache.delete(cache.keys().next().value as string)
  return loading
}
