/**
 * Flowise 3.1.2 as the embed bench's anchor (issue 40): installed on demand into a cache folder outside the
 * repository (it is no dependency of the project: about 3 GB, minutes to install), started on a free port with its
 * own throwaway data folder, and given one chatflow, Flowise's own "Conversation Chain" marketplace template (its
 * ChatOpenAI node, a buffer memory, a conversation chain) whose ChatOpenAI node calls the same trained model on our
 * model engine through its Base Path. Its prediction API (`POST /api/v1/prediction/:id`) is what is measured.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { homedir } from 'node:os'
import { delimiter, join } from 'node:path'

const version = '3.1.2'
const cacheFolder = join(
  process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'),
  'assistant-bench',
  `flowise-${version}`,
)
const packageFolder = join(cacheFolder, 'node_modules', 'flowise')
/** Flowise 3.1.2 supports Node 18 and 20 only; the project's own Node (24) is first on `npm run`'s PATH. */
const flowiseNodeMajors = [18, 20]

export interface FlowiseAnchor {
  /** The prediction endpoint of the benchmark's chatflow. */
  predictionUrl: string
  stop(): Promise<void>
}

/** A Node 18 or 20 on the PATH (or FLOWISE_NODE), with the npm beside it. */
function flowiseNode(): { node: string; npm: string } {
  const candidates = [
    ...(process.env.FLOWISE_NODE ? [process.env.FLOWISE_NODE] : []),
    ...(process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'node')),
  ]
  for (const node of candidates) {
    if (!existsSync(node)) continue
    const major = Number(execFileSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }))
    if (flowiseNodeMajors.includes(major)) return { node, npm: join(node, '..', 'npm') }
  }
  throw new Error(`Flowise ${version} needs Node 18 or 20 on the PATH (or FLOWISE_NODE); none found`)
}

function install(npm: string, node: string, log: (line: string) => void) {
  if (existsSync(join(packageFolder, 'package.json')) && existsSync(join(cacheFolder, '.installed'))) return
  log(`Installing flowise@${version} into ${cacheFolder} (once; minutes, about 3 GB)`)
  mkdirSync(cacheFolder, { recursive: true })
  writeFileSync(join(cacheFolder, 'package.json'), JSON.stringify({ name: 'flowise-bench-anchor', private: true }))
  const environment = { ...process.env, PATH: `${join(node, '..')}${delimiter}${process.env.PATH ?? ''}` }
  const run = (args: string[]) => execFileSync(npm, args, { cwd: cacheFolder, stdio: 'inherit', env: environment })
  // Its install scripts fetch prebuilt binaries from GitHub; only sqlite3's native module is needed, built here.
  run(['install', '--ignore-scripts', '--no-audit', '--no-fund', `flowise@${version}`])
  run(['rebuild', 'sqlite3'])
  writeFileSync(join(cacheFolder, '.installed'), new Date().toISOString())
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForPing(url: string, child: ChildProcess, seconds: number) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Flowise exited with ${child.exitCode} while starting`)
    const answered = await fetch(`${url}/api/v1/ping`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`Flowise did not answer ${url}/api/v1/ping within ${seconds} s`)
}

/** Installs (once), starts Flowise and creates the chatflow calling `model` on the engine at `engineUrl`. */
export async function startFlowiseAnchor(options: {
  engineUrl: string
  model: string
  log: (line: string) => void
}): Promise<FlowiseAnchor> {
  const { node, npm } = flowiseNode()
  install(npm, node, options.log)
  const dataFolder = mkdtempSync(join(cacheFolder, 'run-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(node, [join(packageFolder, 'bin', 'run'), 'start'], {
    cwd: cacheFolder,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: dataFolder,
      SECRETKEY_PATH: dataFolder,
      LOG_PATH: join(dataFolder, 'logs'),
      BLOB_STORAGE_PATH: join(dataFolder, 'storage'),
      LOG_LEVEL: 'error',
      DISABLE_FLOWISE_TELEMETRY: 'true',
      // Plain HTTP on the loopback: with secure cookies its session cookie is never set, and every internal call
      // after the login answers 401.
      SECURE_COOKIES: 'false',
    },
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-4000)
  })
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataFolder, { recursive: true, force: true })
  }
  try {
    await waitForPing(url, child, 300)
    // Flowise 3's open-source edition: the first account registered owns the one organization; the internal API
    // (chatflow creation) takes its login's token cookie with `x-request-from: internal`.
    const email = 'bench@example.com'
    const password = 'Bench-password-42!'
    const registered = await fetch(`${url}/api/v1/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { name: 'Bench', email, credential: password } }),
    })
    if (!registered.ok) throw new Error(`Flowise register answered ${registered.status}: ${await registered.text()}`)
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    if (!login.ok) throw new Error(`Flowise login answered ${login.status}: ${await login.text()}`)
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')

    const template = JSON.parse(
      readFileSync(join(packageFolder, 'marketplaces', 'chatflows', 'Conversation Chain.json'), 'utf8'),
    ) as { nodes: Array<{ data: { name: string; inputs: Record<string, unknown> } }>; edges: unknown[] }
    const chatModel = template.nodes.find((node) => node.data.name === 'chatOpenAI')
    if (!chatModel) throw new Error('the Conversation Chain template has no chatOpenAI node')
    Object.assign(chatModel.data.inputs, {
      modelName: options.model,
      basepath: options.engineUrl,
      openAIApiKey: 'local-engine',
      temperature: 0,
      streaming: false,
    })
    const created = await fetch(`${url}/api/v1/chatflows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-from': 'internal', cookie },
      body: JSON.stringify({
        name: 'Bench',
        type: 'CHATFLOW',
        deployed: false,
        isPublic: false,
        flowData: JSON.stringify({ nodes: template.nodes, edges: template.edges }),
      }),
    })
    if (!created.ok) throw new Error(`Flowise chatflow creation answered ${created.status}: ${await created.text()}`)
    const { id } = (await created.json()) as { id: string }
    return { predictionUrl: `${url}/api/v1/prediction/${id}`, stop }
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\nFlowise's stderr: ${errors.slice(-1500)}`)
  }
}
