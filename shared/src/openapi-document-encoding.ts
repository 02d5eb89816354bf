import { gunzipSync, gzipSync } from 'node:zlib'

/**
 * How the shipped OpenAPI document is stored (`generated/openapi-document.ts`): gzip, then base64, so the function
 * that serves it carries ~40 KB instead of the 370 KB document and builds none of the route table's schemas.
 */
export function encodeOpenApiDocument(document: unknown): string {
  return gzipSync(JSON.stringify(document), { level: 9 }).toString('base64')
}

export function decodeOpenApiDocument(encoded: string): Record<string, unknown> {
  return JSON.parse(gunzipSync(Buffer.from(encoded, 'base64')).toString('utf8')) as Record<string, unknown>
}

/** The version written into the generated document; the function serving it puts the release's in its place. */
export const generatedDocumentVersion = 'generated'
