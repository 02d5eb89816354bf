import { spawn } from 'node:child_process'
import { readlinkSync } from 'node:fs'
import { getPriority } from 'node:os'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { runAtBackgroundPriority, typescriptExecArgv } from './processes.ts'

const onLinux = process.platform === 'linux'
const threadId = () => Number(readlinkSync('/proc/thread-self').split('/').pop())

describe('background priority of local work', () => {
  it.runIf(onLinux)('lowers a job worker process and leaves the gateway as it was', () => {
    const child = spawn('sleep', ['30'])
    try {
      const gatewayPriority = getPriority()
      runAtBackgroundPriority(child.pid)
      expect(getPriority(child.pid)).toBe(10)
      expect(getPriority()).toBe(gatewayPriority)
    } finally {
      child.kill()
    }
  })

  it.runIf(onLinux)('lowers a training thread only, not the engine thread that answers requests', async () => {
    const callerPriority = getPriority(threadId())
    // Started the way training threads are (infra/local/typescript-worker.mjs registers tsx inside the thread).
    const worker = new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
      workerData: { entry: new URL('./test-fixtures/background-priority-thread.ts', import.meta.url).href },
    })
    try {
      const reported = await new Promise<{ threadPriority: number }>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      })
      expect(reported.threadPriority).toBe(10)
      expect(getPriority(threadId())).toBe(callerPriority)
    } finally {
      await worker.terminate()
    }
  })
})

describe('stopping local mode with Ctrl-C', () => {
  it.runIf(onLinux)(
    'stops the guarded stand-ins without calling their exit unexpected',
    async () => {
      // Its own process group, like a terminal's foreground job: Ctrl-C sends SIGINT to every process of the group.
      const localMode = spawn(
        process.execPath,
        [...typescriptExecArgv(), new URL('./test-fixtures/ctrl-c-local-mode.ts', import.meta.url).pathname],
        { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
      )
      let output = ''
      localMode.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
      const exited = new Promise<number | null>((resolve) => localMode.once('exit', (code) => resolve(code)))
      await expect.poll(() => output, { timeout: 15_000 }).toContain('ready')
      process.kill(-(localMode.pid as number), 'SIGINT')
      expect(await exited).toBe(0)
      expect(output).toContain('Stopped.')
      expect(output).not.toContain('exited unexpectedly')
    },
    30_000,
  )
})
