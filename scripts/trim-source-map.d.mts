/** A source map as esbuild writes it (version 3). */
export interface SourceMapDocument {
  version: number
  sources: string[]
  sourcesContent?: (string | null)[]
  names: string[]
  mappings: string
  [field: string]: unknown
}

export function trimSourceMap(map: SourceMapDocument, keepSource?: (source: string) => boolean): SourceMapDocument

/** Trims a map file in place, its sources resolved against the map's directory. */
export function trimSourceMapFile(file: string): void
