import { S3Client } from '@aws-sdk/client-s3'
import { lazyClient } from './lazy-client.ts'

// Path-style because local stand-ins listen on 127.0.0.1, where virtual-hosted bucket names cannot resolve;
// it is equally valid against AWS.
export const s3Client = lazyClient(() => new S3Client({ forcePathStyle: true }))
