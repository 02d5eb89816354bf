import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { stopChild, typescriptExecArgv } from '../processes.ts'

const engineEntry = fileURLToPath(new URL('./main.ts', import.meta.url))

/**
 * Starts the model engine in its own process behind its OpenAI-compatible port, as a hosted provider would be:
 * training, embedding and answering use that process's CPU and event loop, never the gateway's.
 *
 * @example
 * const engine = await startModelEngineProcess({ port: 0, dataDir: '.local/data/model-engine', log: console.log })
 * // engine.url is the OpenAI base URL, ending in /v1
 */
export async function startModelEngineProcess(options: {
  port: number
  host: string
  dataDir: string
  log: (line: string) => void
}): Promise<{ url: string; stop(): Promise<void> }> {
  const child = fork(engineEntry, [], {
    execArgv: typescriptExecArgv(),
    env: { ...process.env, PORT: String(options.port), HOST: options.host, DATA_DIR: options.dataDir },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    errors = `${errors}${text}`.slice(-4_000)
    for (const line of text.split('\n')) if (line.trim()) options.log(`[model-engine] ${line}`)
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) => {
      if (message.url) resolve(message.url)
    })
    child.once('exit', (code, signal) =>
      reject(new Error(`The model engine exited (${signal ?? code}) before it listened: ${errors.trim()}`)),
    )
  })
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') options.log(`the model engine exited (${signal ?? code})`)
  })
  return { url, stop: () => stopChild(child, 10_000) }
}
