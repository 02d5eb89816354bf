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
const organizationName = 'Assistant Platform'
const projectName = 'Site guide'
const keyName = 'Public site guide'
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

/** The newest code mailed to the guide account whose subject matches `subject` (its six digits). */
async function mailedCode(mailboxUrl: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { emails } = (await (await fetch(`${mailboxUrl}/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; subject: string }>
    }
    const mail = emails
      .filter((email) => email.destination.to.includes(guideEmail) && subject.test(email.subject))
      .at(-1)
    const code = mail && /(\d{6})/.exec(mail.subject)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The guide account’s email (${subject.source}) did not arrive.`)
}

type Call = ReturnType<typeof createClient>

/**
 * Signs the guide account in. A first start interrupted after sign-up left an account whose random password was
 * never kept, so when the address is taken the password is reset through the local mailbox, as its owner would.
 */
async function signIn(call: Call, mailboxUrl: string): Promise<void> {
  // The sign-up rules ask for a letter and a number; 24 random base64url characters hold no digit about once in 60
  // starts (a clean-clone CI run met one), so both are added.
  const password = `${randomBytes(18).toString('base64url')}a1`
  try {
    await call('POST', '/auth/signup', { email: guideEmail, password, name: 'Site guide' })
    await call('POST', '/auth/verify-email', {
      email: guideEmail,
      code: await mailedCode(mailboxUrl, /verification code/),
    })
    return
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('EMAIL_ALREADY_IN_USE'))) throw error
  }
  await call('POST', '/auth/forgot-password', { email: guideEmail })
  const code = await mailedCode(mailboxUrl, /password reset code/)
  await call('POST', '/auth/reset-password', { email: guideEmail, code, password })
  await call('POST', '/auth/login', { email: guideEmail, password })
}

/** The one item named `name`, made by `create` when there is none yet (a step a start may have done already). */
async function findOrCreate<T extends { name: string }>(
  existing: T[],
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  return existing.find((item) => item.name === name) ?? (await create())
}

async function waitForTraining(call: Call, version: string, trainingId: string): Promise<void> {
  for (;;) {
    const training = await call<{ status: string; failureReason: string | null }>(
      'GET',
      `${version}/training/${trainingId}`,
    )
    if (training.status === 'succeeded') return
    if (training.status === 'failed' || training.status === 'cancelled') {
      throw new Error(`The guide's training ${training.status}: ${training.failureReason ?? 'no reason given'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * Makes the guide through the API, each step skipped when an interrupted start did it already: the account, the
 * organization, the project, the knowledge pairs (only the missing ones), a ready model (or the training under
 * way) and the API key.
 */
async function createGuide(options: { apiUrl: string; mailboxUrl: string; allowedDomains: string[] }): Promise<string> {
  const call = createClient(options.apiUrl)
  await signIn(call, options.mailboxUrl)
  const organization = await findOrCreate(
    await call<Array<{ id: string; name: string }>>('GET', '/organizations'),
    organizationName,
    () => call('POST', '/organizations', { name: organizationName }),
  )
  const project = await findOrCreate(
    await call<Array<{ id: string; name: string; latestVersionId: string }>>(
      'GET',
      `/organizations/${organization.id}/projects`,
    ),
    projectName,
    () => call('POST', `/organizations/${organization.id}/projects`, { name: projectName }),
  )
  const version = `/organizations/${organization.id}/projects/${project.id}/versions/${project.latestVersionId}`
  const known = new Set<string>()
  for (let page = 1; ; page++) {
    const listed = await call<{ items: Array<{ prompt: string }>; total: number }>(
      'GET',
      `${version}/knowledge?page=${page}&limit=100`,
    )
    for (const item of listed.items) known.add(item.prompt)
    if (listed.items.length === 0 || page * 100 >= listed.total) break
  }
  for (const pair of guideKnowledge) if (!known.has(pair.prompt)) await call('POST', `${version}/knowledge`, pair)

  let [model] = await call<Array<{ id: string; status: string }>>('GET', `${version}/models`)
  if (model?.status !== 'ready') {
    const [latest] = await call<Array<{ id: string; status: string }>>('GET', `${version}/training`)
    const trainingId =
      latest && ['queued', 'running'].includes(latest.status)
        ? latest.id
        : (await call<{ training: { id: string } }>('POST', `${version}/training`, {})).training.id
    await waitForTraining(call, version, trainingId)
    ;[model] = await call<Array<{ id: string; status: string }>>('GET', `${version}/models`)
  }
  if (!model) throw new Error('The guide’s training made no model.')
  const keys = await call<Array<{ name: string; embedId: string }>>('GET', `${version}/models/api-keys`)
  const key = await findOrCreate(keys, keyName, async () => {
    const created = await call<{ apiKey: { name: string; embedId: string } }>('POST', `${version}/models/api-keys`, {
      modelId: model.id,
      name: keyName,
      ragEnabled: true,
      allowedDomains: options.allowedDomains,
    })
    return created.apiKey
  })
  return key.embedId
}

/**
 * Makes sure the guide exists and tells the site its embed id; returns the embed id. Idempotent: with a data
 * folder the first start trains it (about as long as any small training) and later starts reuse it at once; a
 * start interrupted before the embed id was kept is resumed from the steps it finished (issue 43).
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
