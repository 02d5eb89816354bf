import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'

/**
 * The local S3 stand-in keeps objects in memory, so local mode copies them to `.local/s3/<bucket>/` when it
 * stops and back when it starts: uploaded files and model artifacts survive restarts like the database does.
 */
export async function saveBuckets(client: S3Client, buckets: string[], folder: string): Promise<number> {
  let saved = 0
  for (const bucket of buckets) {
    const bucketFolder = join(folder, bucket)
    await rm(bucketFolder, { recursive: true, force: true })
    let continuationToken: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }))
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue
        const body = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }))
        const bytes = await body.Body?.transformToByteArray()
        const objectPath = join(bucketFolder, 'objects', object.Key)
        const metadataPath = `${join(bucketFolder, 'metadata', object.Key)}.json`
        await mkdir(dirname(objectPath), { recursive: true })
        await mkdir(dirname(metadataPath), { recursive: true })
        await writeFile(objectPath, bytes ?? new Uint8Array())
        await writeFile(metadataPath, JSON.stringify({ contentType: body.ContentType }))
        saved += 1
      }
      continuationToken = page.NextContinuationToken
    } while (continuationToken)
  }
  return saved
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

export async function restoreBuckets(client: S3Client, buckets: string[], folder: string): Promise<number> {
  let restored = 0
  for (const bucket of buckets) {
    const objectsFolder = join(folder, bucket, 'objects')
    for (const path of await listFiles(objectsFolder)) {
      const key = relative(objectsFolder, path).split('\\').join('/')
      const metadata = await readFile(`${join(folder, bucket, 'metadata', key)}.json`, 'utf8')
        .then((text) => JSON.parse(text) as { contentType?: string })
        .catch(() => ({ contentType: undefined }))
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: await readFile(path),
          ContentType: metadata.contentType,
        }),
      )
      restored += 1
    }
  }
  return restored
}
