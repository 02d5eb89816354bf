import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { s3Client } from '../../platform/aws-clients/s3.ts'

/**
 * Deletes every object under a prefix, a page of up to 1000 keys at a time; repeatable, since a second run
 * lists nothing. Returns how many objects were deleted.
 *
 * @example
 * await deleteStoragePrefix(environment().UPLOADS_BUCKET, projectStoragePrefix(key))
 */
export async function deleteStoragePrefix(bucket: string, prefix: string): Promise<number> {
  let deleted = 0
  for (;;) {
    // Always list from the start: the previous page is gone, so a continuation token would skip nothing.
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }))
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
    if (keys.length === 0) return deleted
    const result = await s3Client().send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
    )
    const failures = result.Errors ?? []
    if (failures.length > 0) {
      throw new Error(`Could not delete ${failures.length} stored files under ${prefix}: ${failures[0]?.Message}`)
    }
    deleted += keys.length
  }
}
