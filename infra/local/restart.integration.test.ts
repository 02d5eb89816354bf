import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../tests/integration/support/api-client.ts'
import { codeFrom, waitForEmail } from '../../tests/support/mailbox.ts'
import { type LocalPlatform, startLocalPlatform } from './local-platform.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'local-restart-'))
let platform: LocalPlatform | undefined

afterAll(async () => {
  await platform?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const email = 'restart@example.com'
const password = 'survives restarts 1'

describe('local mode keeps its data across restarts', () => {
  it('still knows the account, the organization and stored files after a restart', async () => {
    platform = await startLocalPlatform({ port: 0, dataDir, log: () => undefined })
    const first = createApiClient(platform.apiUrl)
    await first.post('/auth/signup', { email, password, name: 'Restart' })
    const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
    expect((await first.post('/auth/verify-email', { email, code })).status).toBe(200)
    const organization = await first.post<{ id: string }>('/organizations', { name: 'Kept Across Restarts' })
    const bucket = process.env.UPLOADS_BUCKET ?? ''
    await new S3Client({ forcePathStyle: true }).send(
      new PutObjectCommand({ Bucket: bucket, Key: 'kept/file.txt', Body: 'still here', ContentType: 'text/plain' }),
    )
    await platform.stop()

    platform = await startLocalPlatform({ port: 0, dataDir, log: () => undefined })
    const second = createApiClient(platform.apiUrl)
    expect((await second.post('/auth/login', { email, password })).status).toBe(200)
    const organizations = await second.get<Array<{ id: string }>>('/organizations')
    expect(organizations.data.map((candidate) => candidate.id)).toEqual([organization.data.id])
    const stored = await new S3Client({ forcePathStyle: true }).send(
      new GetObjectCommand({ Bucket: bucket, Key: 'kept/file.txt' }),
    )
    expect(await stored.Body?.transformToString()).toBe('still here')
    expect(stored.ContentType).toBe('text/plain')
  })
})
