import type { VersionKey } from '../../data/version-scope.ts'

/**
 * What a later step made from a source, removed with it. Knowledge (after sources in the pipeline) provides it;
 * the entry point passes it in, so sources never imports knowledge.
 */
export interface DerivedContent {
  /** Deletes what was generated from the source (a link's address or a file's id); returns how many items. */
  deleteOfSource(key: VersionKey, source: 'url' | 'file', sourceKey: string): Promise<number>
}
