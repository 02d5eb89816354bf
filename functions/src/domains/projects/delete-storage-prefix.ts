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
    const { keys } = await s3Client().listObjects(bucket, prefix, 1000)
    if (keys.length === 0) return deleted
    const failures = await s3Client().deleteObjects(bucket, keys)
    if (failures.length > 0) {
      throw new Error(`Could not delete ${failures.length} stored files under ${prefix}: ${failures[0]?.Message}`)
    }
    deleted += keys.length
  }
}
