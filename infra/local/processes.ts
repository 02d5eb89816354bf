import { type ChildProcess, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)

/**
 * Node flags for a child process that runs TypeScript the way local mode and the tests do: with tsx's loader.
 * (A worker thread cannot take it this way on Node 20: loaders in a Worker's execArgv do not apply.)
 */
export function typescriptExecArgv(): string[] {
  return ['--import', pathToFileURL(require.resolve('tsx')).href]
}

/** Asks the OS for a free TCP port on the loopback interface. */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Polls until `check` resolves true, or fails with the service's name after the timeout. */
export async function waitUntil(name: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      if (await check()) return
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(
    `${name} did not become ready within ${timeoutMs / 1000} s${lastError ? `: ${String(lastError)}` : ''}`,
  )
}

/** True when anything answers HTTP at the URL (any status counts: the service is up). */
export async function answersHttp(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) })
    return true
  } catch {
    return false
  }
}

/** Java 17+ runs DynamoDB Local; says clearly what is missing instead of failing later with ENOENT. */
export function assertJavaAvailable(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (result.error || result.status !== 0) {
    throw new Error(
      'Java 17 or newer is required for local mode (it runs DynamoDB Local). Install it, e.g. `apt-get install -y openjdk-17-jre-headless`, and make sure `java` is on PATH.',
    )
  }
  const version = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1]
  if (version && Number(version) < 17) {
    throw new Error(`Java ${version} found; local mode needs Java 17 or newer (it runs DynamoDB Local).`)
  }
}

/** Stops a child process and waits for it to exit, escalating to SIGKILL if it lingers. */
export async function stopChild(child: ChildProcess | undefined, graceMs = 5_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
