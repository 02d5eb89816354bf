import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
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
  await s3Client().send(
    new PutObjectCommand({
      Bucket: environment().UPLOADS_BUCKET,
      Key: objectKey,
      Body: body,
      ContentType: contentType,
    }),
  )
}

export async function readObjectBytes(objectKey: string): Promise<Uint8Array> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: environment().UPLOADS_BUCKET, Key: objectKey }))
  if (!object.Body) throw new Error(`Stored file ${objectKey} has no body`)
  return object.Body.transformToByteArray()
}

export async function readObjectText(objectKey: string): Promise<string> {
  return new TextDecoder().decode(await readObjectBytes(objectKey))
}

/** Copies an object within the uploads bucket (new versions get their own copies; keys are never shared). */
export async function copyObject(sourceKey: string, targetKey: string): Promise<void> {
  const bucket = environment().UPLOADS_BUCKET
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: targetKey,
      CopySource: `${bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
    }),
  )
}

/** Deletes objects by key; keys that do not exist are fine (S3 reports them deleted). */
export async function deleteObjects(objectKeys: string[]): Promise<void> {
  const keys = objectKeys.filter(Boolean)
  for (let start = 0; start < keys.length; start += 1000) {
    const result = await s3Client().send(
      new DeleteObjectsCommand({
        Bucket: environment().UPLOADS_BUCKET,
        Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    )
    if ((result.Errors ?? []).length > 0)
      throw new Error(`Could not delete stored files: ${result.Errors?.[0]?.Message}`)
  }
}
