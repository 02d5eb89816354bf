import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { afterAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../tests/integration/support/api-client.ts'
import { createWorkspace, signUp } from '../../tests/integration/support/workspace.ts'
import { type LocalPlatform, repositoryRoot, startLocalPlatform } from './local-platform.ts'
import { findFreePort, waitUntil } from './processes.ts'

/**
 * Defect 2 of the hardening issue: local mode killed with SIGKILL (a crash) lost every stored file and left
 * DynamoDB Local and cognito-local running with no parent. Here `npm start`'s entry runs as a real process,
 * stores a file, is killed, and must leave no stand-in behind; started again, the file is still there.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'local-crash-'))
let crashing: ChildProcess | undefined
let platform: LocalPlatform | undefined

afterAll(async () => {
  crashing?.kill('SIGKILL')
  await platform?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

function descendantsOf(pid: number): number[] {
  let output = ''
  try {
    output = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
  } catch {
    return []
  }
  const children = output.split('\n').map(Number).filter(Boolean)
  return children.flatMap((child) => [child, ...descendantsOf(child)])
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('local mode survives a crash', () => {
  it('keeps stored files and orphans no stand-in when its process is killed', async () => {
    const [port, mailboxPort] = [await findFreePort(), await findFreePort()]
    crashing = spawn(process.execPath, ['--import', 'tsx', join('infra', 'local', 'start.ts')], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        MAILBOX_PORT: String(mailboxPort),
        MODEL_ENGINE: 'off',
        LOCAL_DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
      stdio: 'pipe',
    })
    let output = ''
    crashing.stdout?.on('data', (chunk) => {
      output += chunk
    })
    crashing.stderr?.on('data', (chunk) => {
      output += chunk
    })
    await waitUntil('local mode', async () => output.includes('Press Ctrl-C to stop.'), 120_000)
    const first = { apiUrl: `http://127.0.0.1:${port}/api`, mailboxUrl: `http://127.0.0.1:${mailboxPort}` }
    const workspace = await createWorkspace(await signUp(first, 'crash@example.com'), 'Crash Tested')
    const form = new FormData()
    form.append(
      'file',
      new Blob(['Customs forms are filed before the goods ship.'], { type: 'text/plain' }),
      'customs.txt',
    )
    const uploaded = await fetch(`${first.apiUrl}${workspace.versionPath}/files`, {
      method: 'POST',
      headers: { cookie: [...workspace.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    // Written through as stored: on disk before anything stops.
    expect(existsSync(join(dataDir, 's3'))).toBe(true)
    const standIns = descendantsOf(crashing.pid ?? 0)
    expect(standIns.length).toBeGreaterThan(0)

    crashing.kill('SIGKILL')
    await waitUntil('the stand-ins to stop after the crash', async () => !standIns.some(isAlive), 30_000)

    platform = await startLocalPlatform({ port: 0, dataDir, log: () => undefined })
    const again = createApiClient(platform.apiUrl)
    expect((await again.post('/auth/login', { email: 'crash@example.com', password: 'correct horse 42' })).status).toBe(
      200,
    )
    const files = await again.get<Array<{ name: string }>>(`${workspace.versionPath}/files`)
    expect(JSON.stringify(files.data)).toContain('customs.txt')
    const stored = await new S3Client({ forcePathStyle: true }).send(
      new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET ?? '' }),
    )
    expect((stored.Contents ?? []).length).toBeGreaterThan(0)
    expect(readdirSync(join(dataDir, 's3')).length).toBeGreaterThan(0)
  })
})
