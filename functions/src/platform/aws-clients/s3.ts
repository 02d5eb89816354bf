import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import * as z from 'zod'
import { readConfiguration } from '../environment.ts'
import { lazyClient } from './lazy-client.ts'

/** A key S3 could not delete, as its `DeleteObjects` answer lists it. */
export interface DeleteObjectFailure {
  Key: string
  Code: string
  Message: string
}

/**
 * The S3 calls the platform makes (objects read, written, copied, listed and deleted by key; a bucket's presence for
 * the health check) over the SDK's `S3Client`. Errors are the SDK's, named by S3's error code (`NoSuchKey`).
 */
class ObjectStorage {
  constructor(private readonly client: S3Client) {}

  async getObject(bucket: string, key: string): Promise<Uint8Array> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    if (!answer.Body) return new Uint8Array()
    return answer.Body.transformToByteArray()
  }

  async putObject(bucket: string, key: string, body: string | Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }))
  }

  /** Copies an object within the bucket (metadata and content type with it, as S3's default `COPY` directive does). */
  async copyObject(bucket: string, sourceKey: string, targetKey: string): Promise<void> {
    // The copy source is a URL path: each segment of the key encoded, its slashes kept.
    const source = `${bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`
    await this.client.send(new CopyObjectCommand({ Bucket: bucket, Key: targetKey, CopySource: source }))
  }

  /** Deletes up to 1,000 keys in one call (quietly: only the failures are listed back). */
  async deleteObjects(bucket: string, keys: string[]): Promise<DeleteObjectFailure[]> {
    const answer = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Quiet: true, Objects: keys.map((key) => ({ Key: key })) },
      }),
    )
    return (answer.Errors ?? []).map((error) => ({
      Key: error.Key ?? '',
      Code: error.Code ?? '',
      Message: error.Message ?? '',
    }))
  }

  /** The first page (up to `maxKeys`, at most 1,000) of the keys under a prefix, in key order. */
  async listObjects(bucket: string, prefix: string, maxKeys = 1000): Promise<{ keys: string[]; truncated: boolean }> {
    const answer = await this.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: maxKeys }),
    )
    return {
      keys: (answer.Contents ?? []).flatMap((entry) => entry.Key ?? []),
      truncated: answer.IsTruncated === true,
    }
  }

  /** Succeeds when the bucket exists and the caller may use it (the health check's question). */
  async headBucket(bucket: string, abortSignal?: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal })
  }
}

/**
 * The platform's S3 client; local mode points it at its stand-in with `AWS_ENDPOINT_URL_S3` (read by the SDK), and
 * addresses buckets by path there, since bucket names cannot resolve as hosts of 127.0.0.1. A call that gets no
 * answer within 30 s fails (and is retried): stored files are at most a few megabytes, and a request's whole budget
 * at API Gateway is 30 s.
 */
export const s3Client = lazyClient(() => {
  const endpoints = readConfiguration(
    z.object({ AWS_ENDPOINT_URL_S3: z.string().optional(), AWS_ENDPOINT_URL: z.string().optional() }),
    'S3 endpoint',
  )
  return new ObjectStorage(
    new S3Client({
      forcePathStyle: Boolean(endpoints.AWS_ENDPOINT_URL_S3 ?? endpoints.AWS_ENDPOINT_URL),
      requestHandler: new NodeHttpHandler({ requestTimeout: 30_000, connectionTimeout: 3_000 }),
    }),
  )
})
