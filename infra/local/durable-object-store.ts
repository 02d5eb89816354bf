import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** fauxqs keeps S3 objects in memory; its store classes are not exported, so they are loaded from its build. */
const fauxqsBuild = fileURLToPath(new URL('../../node_modules/fauxqs/dist/', import.meta.url))

interface StoredObject {
  body: Buffer
  contentType: string
  metadata: Record<string, string>
}

interface S3StoreLike {
  createBucket(name: string): void
  putObject(
    bucket: string,
    key: string,
    body: Buffer,
    contentType?: string,
    metadata?: Record<string, string>,
  ): StoredObject
  deleteObject(bucket: string, key: string): void
  completeMultipartUpload(uploadId: string, parts: Array<{ partNumber: number; etag: string }>): StoredObject
}

type S3StoreClass = new () => S3StoreLike & { multipartUploads: Map<string, { bucket: string; key: string }> }

/** Where an object and its metadata live on disk: `<folder>/<bucket>/objects/<key>` and `metadata/<key>.json`. */
function pathsOf(folder: string, bucket: string, key: string): { object: string; metadata: string } | undefined {
  const objectsFolder = join(folder, bucket, 'objects')
  const object = normalize(join(objectsFolder, key))
  // A key that climbs out of the bucket's folder is not ours (our keys are ids); it stays in memory only.
  if (!object.startsWith(objectsFolder + sep)) return undefined
  return { object, metadata: `${join(folder, bucket, 'metadata', key)}.json` }
}

/** Written to a temporary name and renamed: a crash mid-write leaves the old file or none, never half of one. */
function writeAtomically(path: string, bytes: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.writing`
  writeFileSync(temporary, bytes)
  renameSync(temporary, path)
}

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.writing'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The local S3 stand-in's object store, written through to disk as each object is stored or deleted, so a crash
 * loses nothing that was acknowledged (before, objects were copied to disk only on a clean stop, and a crash lost
 * every upload while the database still listed them ready). Objects already in the folder are loaded at start.
 *
 * @example const store = await createDurableObjectStore('.local/data/s3', ['uploads'])
 */
export async function createDurableObjectStore(folder: string, buckets: string[]): Promise<S3StoreLike> {
  const { S3Store } = (await import(pathToFileURL(join(fauxqsBuild, 's3', 's3Store.js')).href)) as {
    S3Store: S3StoreClass
  }
  class DurableS3Store extends S3Store {
    override putObject(
      bucket: string,
      key: string,
      body: Buffer,
      contentType?: string,
      metadata?: Record<string, string>,
    ) {
      const stored = super.putObject(bucket, key, body, contentType, metadata)
      const paths = pathsOf(folder, bucket, key)
      if (paths) {
        writeAtomically(paths.object, body)
        writeAtomically(paths.metadata, JSON.stringify({ contentType: stored.contentType, metadata: stored.metadata }))
      }
      return stored
    }

    override deleteObject(bucket: string, key: string) {
      super.deleteObject(bucket, key)
      const paths = pathsOf(folder, bucket, key)
      if (paths) for (const path of [paths.object, paths.metadata]) rmSync(path, { force: true })
    }

    override completeMultipartUpload(uploadId: string, parts: Array<{ partNumber: number; etag: string }>) {
      const upload = this.multipartUploads.get(uploadId)
      const stored = super.completeMultipartUpload(uploadId, parts)
      const paths = upload ? pathsOf(folder, upload.bucket, upload.key) : undefined
      if (paths) {
        writeAtomically(paths.object, stored.body)
        writeAtomically(paths.metadata, JSON.stringify({ contentType: stored.contentType, metadata: stored.metadata }))
      }
      return stored
    }

    /** Loads what earlier runs stored, without writing it back. */
    load(bucket: string): number {
      const objectsFolder = join(folder, bucket, 'objects')
      let loaded = 0
      for (const path of listFiles(objectsFolder)) {
        const key = relative(objectsFolder, path).split(sep).join('/')
        const paths = pathsOf(folder, bucket, key)
        const saved = paths && existsSync(paths.metadata) ? JSON.parse(readFileSync(paths.metadata, 'utf8')) : {}
        super.putObject(bucket, key, readFileSync(path), saved.contentType, saved.metadata)
        loaded += 1
      }
      return loaded
    }
  }
  const store = new DurableS3Store()
  for (const bucket of buckets) {
    store.createBucket(bucket)
    store.load(bucket)
  }
  return store
}
