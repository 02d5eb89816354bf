/**
 * What the quality benches share: the model engine in its own process, an account on the local platform, projects,
 * and training a version through the API then asking every question of a set through the playground with RAG on.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import type { PlaygroundReply } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import { localEngineEnvironment } from '../functions/src/models/provider-registry.ts'
import type { LocalPlatform } from '../infra/local/local-platform.ts'
import { createApiClient } from '../tests/integration/support/api-client.ts'
import { codeFrom, waitForEmail } from '../tests/support/mailbox.ts'
import { gradeReplies, type QualityFigures, type QualitySet } from '../tests/support/quality-set.ts'

export type Client = ReturnType<typeof createApiClient>

/** The engine in its own process, and the platform's provider variables pointing at it. */
export async function startEngineProcess(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('model-engine-process.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The model engine exited with ${code}.`)))
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim().split('\n')[0] as string))
  })
  Object.assign(process.env, localEngineEnvironment(`${url.replace(/\/v1\/?$/, '')}/v1`))
  return child
}

export async function signUp(running: LocalPlatform, email: string): Promise<Client> {
  const client = createApiClient(running.apiUrl)
  await client.post('/auth/signup', { email, password: 'correct horse 42', name: 'Quality Bench' })
  const code = codeFrom(await waitForEmail(running.mailboxUrl, email, /verification code/))
  const verified = await client.post('/auth/verify-email', { email, code })
  if (verified.status !== 200) throw new Error(`Sign-up failed: ${JSON.stringify(verified.body)}`)
  return client
}

export async function createProject(client: Client, organizationId: string, name: string): Promise<string> {
  const project = await client.post<{ id: string; latestVersionId: string }>(
    `/organizations/${organizationId}/projects`,
    { name },
  )
  return `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
}

/** Trains the version through the API, then asks every question of the set in the playground with RAG on. */
export async function trainAndAsk(
  client: Client,
  base: string,
  name: string,
  set: QualitySet,
): Promise<QualityFigures> {
  const started = await client.post<{ training: Training }>(`${base}/training`, {})
  if (started.status !== 200) throw new Error(`Training did not start: ${JSON.stringify(started.body)}`)
  const trainingStarted = performance.now()
  let training: Training | undefined
  for (;;) {
    // The engine trains in this process: a poll can time out while it holds the event loop; poll again.
    const read = await client.get<Training>(`${base}/training/${started.data.training.id}`).catch(() => undefined)
    if (read?.status === 200) {
      training = read.data
      if (['succeeded', 'failed', 'cancelled'].includes(training.status)) break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const trainingSeconds = (performance.now() - trainingStarted) / 1000
  if (!training) throw new Error('The training could not be read.')
  if (training.status !== 'succeeded') throw new Error(`Training ${training.status}: ${training.failureReason}`)
  const modelId = training.modelId as string
  const latencies: number[] = []
  // The "Did you mean …?" questions of each reply, in the order asked (paraphrases first).
  const offered: string[][] = []
  const ask = async (question: string) => {
    const asked = performance.now()
    // On a loaded machine the first questions (model and index loading) can pass the route's 29 s; ask again.
    for (let attempt = 1; ; attempt += 1) {
      const reply = await client.post<PlaygroundReply>(`${base}/models/message`, {
        modelId,
        messages: [{ role: 'user', content: question }],
        useRag: true,
      })
      if (reply.status === 200) {
        latencies.push(performance.now() - asked)
        offered.push(reply.data.suggestions ?? [])
        return reply.data.message.content ?? ''
      }
      if (reply.status < 500 || attempt >= 3)
        throw new Error(`The playground answered ${reply.status}: ${JSON.stringify(reply.body)}`)
    }
  }
  const paraphrases: string[] = []
  for (const item of set.paraphrases) paraphrases.push(await ask(item.question))
  const outOfScope: string[] = []
  for (const item of set.outOfScope) outOfScope.push(await ask(item.question))
  const figures = gradeReplies(set, name, {
    paraphrases,
    outOfScope,
    latencies,
    trainingSeconds,
    offered: offered.slice(0, paraphrases.length),
  })
  const validation = training.metrics?.validationAccuracy
  figures.note = `(training job from POST to succeeded; validation accuracy the job reported: ${
    validation === null || validation === undefined ? 'none' : validation.toFixed(2)
  })`
  return figures
}
