import type { VersionKey } from '../../data/version-scope.ts'
import { s3Client } from '../../platform/aws-clients/s3.ts'
import { environment } from '../../platform/environment.ts'
import { versionStoragePrefix } from '../projects/index.ts'

/**
 * Where sources keep their files in the uploads bucket, always under the version's prefix so deleting a project
 * or version sweeps them: `<organization>/<project>/<version>/urls/<urlId>.md`, `…/files/<fileId>/original`,
 * `…/files/<fileId>/text.md`, `…/knowledge-imports/<importId>.csv`.
 */
export const sourceObjectKeys = {
  urlText: (key: VersionKey, urlId: string) => `${versionStoragePrefix(key)}urls/${urlId}.md`,
  fileFolder: (key: VersionKey, fileId: string) => `${versionStoragePrefix(key)}files/${fileId}/`,
  fileOriginal: (key: VersionKey, fileId: string) => `${versionStoragePrefix(key)}files/${fileId}/original`,
  fileText: (key: VersionKey, fileId: string) => `${versionStoragePrefix(key)}files/${fileId}/text.md`,
  knowledgeImport: (key: VersionKey, importId: string) =>
    `${versionStoragePrefix(key)}knowledge-imports/${importId}.csv`,
}

export async function storeObject(objectKey: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3Client().putObject(environment().UPLOADS_BUCKET, objectKey, body, contentType)
}

export async function readObjectBytes(objectKey: string): Promise<Uint8Array> {
  return s3Client().getObject(environment().UPLOADS_BUCKET, objectKey)
}

export async function readObjectText(objectKey: string): Promise<string> {
  return new TextDecoder().decode(await readObjectBytes(objectKey))
}

/** Copies an object within the uploads bucket (new versions get their own copies; keys are never shared). */
export async function copyObject(sourceKey: string, targetKey: string): Promise<void> {
  await s3Client().copyObject(environment().UPLOADS_BUCKET, sourceKey, targetKey)
}

/** Deletes objects by key; keys that do not exist are fine (S3 reports them deleted). */
export async function deleteObjects(objectKeys: string[]): Promise<void> {
  const keys = objectKeys.filter(Boolean)
  for (let start = 0; start < keys.length; start += 1000) {
    const failures = await s3Client().deleteObjects(environment().UPLOADS_BUCKET, keys.slice(start, start + 1000))
    if (failures.length > 0) throw new Error(`Could not delete stored files: ${failures[0]?.Message}`)
  }
}
