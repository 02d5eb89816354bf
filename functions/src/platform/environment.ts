import * as z from 'zod'

/**
 * Server configuration, validated once at start-up so a missing variable fails fast with its name.
 * Resource names come from the infrastructure (CDK or local mode); secrets never reach the browser.
 */
const environmentSchema = z.object({
  DEPLOYMENT_MODE: z.enum(['local', 'cloud']).default('cloud'),
  STAGE: z.string().min(1).default('dev'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  ARTIFACTS_BUCKET: z.string().min(1),
  JOBS_QUEUE_URL: z.string().min(1),
  JOB_STATE_MACHINE_ARN: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  MAIL_FROM: z.string().min(3),
  /** Origin of the console, used for links in emails and for cookie and CORS decisions. */
  APP_ORIGIN: z.url(),
  /** OpenAI-compatible endpoint: the local model engine in local mode, any compatible vendor in the cloud. */
  MODEL_PROVIDER_BASE_URL: z.url().optional(),
  MODEL_PROVIDER_API_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Public reCAPTCHA v3 site key matching RECAPTCHA_SECRET; the contact form uses it when set. */
  RECAPTCHA_SITE_KEY: z.string().trim().min(1).optional(),
  /** Embed id of the in-app guide assistant on the public site; local mode sets it when it trains the guide. */
  SITE_GUIDE_EMBED_ID: z.string().trim().min(1).optional(),
  /** Where the public site's contact form is mailed; the sender address (MAIL_FROM) when unset. */
  CONTACT_EMAIL: z.email().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Google's OpenID user info endpoint; local tests point it at a stand-in to sign in offline. */
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** OAuth client id of Google sign-in; the console shows the Google button only when one is set. Public. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Local mode: the console's Google button opens the local stand-in, whose tokens GOOGLE_USERINFO_URL reads. */
  GOOGLE_SIGN_IN_STAND_IN: z.stringbool().default(false),
  /** Key for HMACs of one-time codes, so a copy of the table does not reveal live codes. */
  CODE_SIGNING_SECRET: z.string().min(16).default('local-development-code-signing-secret'),
  /** Extra blocked sign-up domains, comma-separated, on top of the maintained list. */
  BLOCKED_EMAIL_DOMAINS: z.string().default(''),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  RELEASE_VERSION: z.string().default('0.1.0'),
  TRAINING_PRICE_PER_MILLION_TOKENS_USD: z.coerce.number().nonnegative().default(3), // trained tokens (tokens × epochs)
  FREE_CREDITS_USD: z.coerce.number().nonnegative().default(5), // added to a new organization's credit balance
  /** Metered price of the tokens a test run uses (answers, embeddings, judge), debited per case. */
  EVALUATION_PRICE_PER_MILLION_TOKENS_USD: z.coerce.number().nonnegative().default(0.6),
  /** Metered price of the tokens chat messages use (embed chat, OpenAI-compatible endpoint, playground). */
  CHAT_PRICE_PER_MILLION_TOKENS_USD: z.coerce.number().nonnegative().default(0.6),
  TEST_RUN_BATCH_SIZE: z.coerce.number().int().min(1).max(50).default(5), // cases scored per job step
  TEST_RUN_STEP_WAIT_SECONDS: z.coerce.number().int().min(0).max(300).default(0), // pause between steps (provider rate limits)
  /** Who takes payments: `razorpay` (RAZORPAY_* below), `local` (local mode's offline stand-in) or none (subscribing answers SUBSCRIPTIONS_NOT_AVAILABLE). */
  PAYMENT_GATEWAY: z.enum(['none', 'razorpay', 'local']).default('none'),
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(), // public, handed to the checkout
  RAZORPAY_KEY_SECRET: z.string().trim().min(8).optional(), // signs checkout payloads (HMAC-SHA256)
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8).optional(), // signs webhooks (X-Razorpay-Signature)
  /** Plans and add-ons as JSON ({"plans":[…],"addOns":[…]}, see functions/src/domains/billing/catalogue.ts); unset, the seeded defaults. */
  BILLING_CATALOGUE_JSON: z.string().optional(),
  FREE_TRIAL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  TRAINING_POLL_SECONDS: z.coerce.number().int().min(1).max(300).optional(), // default: 2 for the local engine, 30 otherwise
})

export type Environment = z.infer<typeof environmentSchema>

let cached: Environment | undefined
/** Values `loadSecrets` (./secrets.ts) read from Secrets Manager, over the variables of the same names. */
let secretValues: Record<string, string> = {}

/** The process's variables with the loaded secrets over them: what `environment()` and `readConfiguration` read. */
function variablesWithSecrets(): Record<string, string | undefined> {
  return { ...process.env, ...secretValues }
}

/**
 * Sets the secret values `environment()` and `readConfiguration` read; the cached environment is dropped when one
 * changed (a rotated secret), so the next read sees it.
 */
export function useSecretValues(values: Record<string, string>): void {
  const names = new Set([...Object.keys(secretValues), ...Object.keys(values)])
  if ([...names].every((name) => secretValues[name] === values[name])) return
  secretValues = { ...values }
  cached = undefined
}

/** The validated environment; throws one error naming every missing or invalid variable. */
export function environment(): Environment {
  if (cached) return cached
  const parsed = environmentSchema.safeParse(variablesWithSecrets())
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid server environment:\n  ${problems.join('\n  ')}`)
  }
  cached = parsed.data
  return cached
}

/**
 * A configuration that is not the server's whole environment (the model provider, the logger, the crawler's
 * settings): validated by `schema`, with an empty variable counted as unset and every problem named in one error.
 * With `environment()` the only readers of `process.env` in the functions (Biome's noProcessEnv keeps it so).
 *
 * @example readConfiguration(z.object({ LOG_LEVEL: z.string().default('info') }), 'logging').LOG_LEVEL
 */
export function readConfiguration<Schema extends z.ZodType>(
  schema: Schema,
  name: string,
  variables: Record<string, string | undefined> = variablesWithSecrets(),
): z.output<Schema> {
  const present = Object.fromEntries(
    Object.entries(variables).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = schema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid ${name} configuration: ${problems.join('; ')}`)
  }
  return parsed.data
}

/** Tests and local mode change variables between runs; this drops the cached copy. */
export function resetEnvironmentCache(): void {
  cached = undefined
}
