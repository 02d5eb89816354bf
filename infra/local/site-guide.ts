import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { resetEnvironmentCache } from '@platform/functions/platform/environment'
import guideKnowledge from '../../web/site/docs/guide-knowledge.json' with { type: 'json' }

/**
 * The public site's guide assistant in local mode (spec section 1, "an in-app assistant guides users"): an
 * assistant of the platform itself, trained on question and answer pairs written from its own docs
 * (`web/site/docs/guide-knowledge.json`), deployed with an API key allowed on the local origin. Made through the
 * public API like any customer's assistant, once: its embed id is kept in the data folder and reused on the
 * next start. The embed id reaches the site through `SITE_GUIDE_EMBED_ID`, as a deployment's would.
 */
interface GuideState {
  embedId: string
}

const guideEmail = 'guide@assistant.local'
const stateFileName = 'site-guide.json'

interface Envelope<T> {
  success: boolean
  data: T
  errors?: Record<string, string>
}

function createClient(apiUrl: string) {
  const cookies = new Map<string, string>()
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const [name = '', ...value] = pair.split('=')
      cookies.set(name.trim(), value.join('='))
    }
    const answer = (await response.json()) as Envelope<T>
    if (!answer.success) throw new Error(`${method} ${path}: ${JSON.stringify(answer.errors)}`)
    return answer.data
  }
}

async function verificationCode(mailboxUrl: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { emails } = (await (await fetch(`${mailboxUrl}/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; subject: string }>
    }
    const mail = emails.filter((email) => email.destination.to.includes(guideEmail)).at(-1)
    const code = mail && /(\d{6})/.exec(mail.subject)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The guide account’s verification email did not arrive.')
}

async function createGuide(options: { apiUrl: string; mailboxUrl: string; allowedDomains: string[] }): Promise<string> {
  const call = createClient(options.apiUrl)
  await call('POST', '/auth/signup', {
    email: guideEmail,
    password: randomBytes(18).toString('base64url'),
    name: 'Site guide',
  })
  await call('POST', '/auth/verify-email', { email: guideEmail, code: await verificationCode(options.mailboxUrl) })
  const organization = await call<{ id: string }>('POST', '/organizations', { name: 'Assistant Platform' })
  const project = await call<{ id: string; latestVersionId: string }>(
    'POST',
    `/organizations/${organization.id}/projects`,
    { name: 'Site guide' },
  )
  const version = `/organizations/${organization.id}/projects/${project.id}/versions/${project.latestVersionId}`
  for (const pair of guideKnowledge) await call('POST', `${version}/knowledge`, pair)
  const started = await call<{ training: { id: string } }>('POST', `${version}/training`, {})
  for (;;) {
    const training = await call<{ status: string; failureReason: string | null }>(
      'GET',
      `${version}/training/${started.training.id}`,
    )
    if (training.status === 'succeeded') break
    if (training.status === 'failed' || training.status === 'cancelled') {
      throw new Error(`The guide's training ${training.status}: ${training.failureReason ?? 'no reason given'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const [model] = await call<Array<{ id: string }>>('GET', `${version}/models`)
  if (!model) throw new Error('The guide’s training made no model.')
  const created = await call<{ apiKey: { embedId: string } }>('POST', `${version}/models/api-keys`, {
    modelId: model.id,
    name: 'Public site guide',
    ragEnabled: true,
    allowedDomains: options.allowedDomains,
  })
  return created.apiKey.embedId
}

/**
 * Makes sure the guide exists and tells the site its embed id; returns the embed id. Idempotent: with a data
 * folder the first start trains it (about as long as any small training) and later starts reuse it at once.
 *
 * @example const embedId = await ensureSiteGuide({ apiUrl, mailboxUrl, dataDir, allowedDomains: ['127.0.0.1'] })
 */
export async function ensureSiteGuide(options: {
  apiUrl: string
  mailboxUrl: string
  dataDir?: string
  allowedDomains: string[]
}): Promise<string> {
  const statePath = options.dataDir ? join(options.dataDir, stateFileName) : undefined
  let embedId =
    statePath && existsSync(statePath) ? (JSON.parse(readFileSync(statePath, 'utf8')) as GuideState).embedId : null
  if (!embedId) {
    embedId = await createGuide(options)
    if (statePath) writeFileSync(statePath, JSON.stringify({ embedId } satisfies GuideState, null, 2))
  }
  process.env.SITE_GUIDE_EMBED_ID = embedId
  resetEnvironmentCache()
  return embedId
}
