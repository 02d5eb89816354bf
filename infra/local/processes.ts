import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process'
import { readlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { setPriority } from 'node:os'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)

/**
 * Node flags for a child process that runs TypeScript the way local mode and the tests do: with tsx's loader.
 * (A worker thread cannot take it this way on Node 20: loaders in a Worker's execArgv do not apply.)
 */
export function typescriptExecArgv(): string[] {
  return ['--import', pathToFileURL(require.resolve('tsx')).href]
}

/**
 * How much lower than the gateway local mode's background work runs (a Unix nice value). On two cores, a training
 * thread and a job worker at the gateway's own priority take turns with it, and a ping waits behind their time
 * slices (p99 of hundreds of milliseconds); at a lower priority the scheduler hands the gateway the CPU when it has a
 * request, and the background work still gets every cycle nobody else wants. The cloud has no such contention: each
 * Lambda has its own CPU.
 */
const backgroundNiceness = 10

/** Lowers a child process (a job worker) to background priority; an OS that refuses leaves it as it was. */
export function runAtBackgroundPriority(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    setPriority(pid, backgroundNiceness)
  } catch {
    // Not allowed or not supported: the work still runs, only without the priority hint.
  }
}

/**
 * Lowers the calling thread (a worker thread, e.g. a training) to background priority. Linux schedules threads
 * separately and `setpriority` on a thread id changes only that thread, so the engine's own thread keeps answering
 * at normal priority; elsewhere this does nothing.
 */
export function runThisThreadAtBackgroundPriority(): void {
  if (process.platform !== 'linux') return
  try {
    // "/proc/thread-self" links to "<pid>/task/<thread id>".
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, backgroundNiceness)
  } catch {
    // Not allowed or no /proc: the training still runs, only without the priority hint.
  }
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

/**
 * The guard that sits between local mode and each stand-in process (DynamoDB Local, cognito-local): it starts the
 * stand-in, forwards SIGTERM to it, exits with it, and stops it when local mode's process is gone, however it
 * ended (a crash or SIGKILL skips every exit handler, which used to leave the Java process running with no parent).
 */
const guardSource = `
const { spawn } = require('node:child_process');
const [parentPid, command, ...args] = process.argv.slice(1);
const child = spawn(command, args, { stdio: 'inherit' });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('error', (error) => { console.error(String(error)); process.exit(1); });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
setInterval(() => {
  try { process.kill(Number(parentPid), 0); } catch { stop(); }
}, 1000);
`

/**
 * Spawns `command` behind the guard above, with the same options as `child_process.spawn`; the returned process is
 * the guard, so stopping it (stopChild) stops the stand-in too. The guard leads its own process group: Ctrl-C in a
 * terminal signals the whole foreground group, which stopped the stand-ins before local mode had said it was
 * stopping, so their supervisors reported them "exited unexpectedly" and restarted them (issue 43). Local mode
 * stops them itself, last; the guard's watch on its parent still stops them if local mode dies without doing so.
 *
 * @example const child = spawnGuarded('java', ['-jar', 'DynamoDBLocal.jar'], { cwd, stdio: 'pipe' })
 */
export function spawnGuarded(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  return spawn(process.execPath, ['-e', guardSource, String(process.pid), command, ...args], {
    ...options,
    // On Windows `detached` opens a console of its own instead; there Ctrl-C reaches the group only by console.
    detached: process.platform !== 'win32',
  })
}

export interface SupervisedProcess {
  /** The guard process running now (a new one after each restart). */
  current(): ChildProcess
  stop(): Promise<void>
}

/**
 * Keeps a stand-in running: when it exits without being asked to, it is started again (same port, same data),
 * up to `maximumRestarts` times; after that `onGiveUp` is told, and local mode stops as a whole rather than
 * carrying on half alive.
 */
export function superviseProcess(options: {
  name: string
  start: () => ChildProcess
  log: (line: string) => void
  onGiveUp?: (reason: string) => void
  maximumRestarts?: number
}): SupervisedProcess {
  let child = options.start()
  let stopping = false
  let restarts = 0
  const maximumRestarts = options.maximumRestarts ?? 3
  const watch = (running: ChildProcess) => {
    running.once('exit', (code, signal) => {
      if (stopping || running !== child) return
      const reason = `${options.name} exited unexpectedly (${signal ?? `code ${code}`})`
      if (restarts >= maximumRestarts) {
        options.log(`${reason}; it was restarted ${restarts} times already, giving up`)
        options.onGiveUp?.(reason)
        return
      }
      restarts += 1
      options.log(`${reason}; restarting it (${restarts} of ${maximumRestarts})`)
      child = options.start()
      watch(child)
    })
  }
  watch(child)
  return {
    current: () => child,
    stop: async () => {
      stopping = true
      await stopChild(child)
    },
  }
}
