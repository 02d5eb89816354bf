import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets'
import * as z from 'zod'
import { readConfiguration, useSecretValues } from './environment.ts'

/**
 * Secrets (payment keys, the webhook secret, the model provider's key, reCAPTCHA's secret, CODE_SIGNING_SECRET)
 * live in Secrets Manager. In the cloud a function's environment holds only where each is, SECRET_ARNS =
 * {"VARIABLE_NAME":"arn:…"} (infra/cdk/platform-stack.ts), never the value, so the Lambda console and
 * GetFunctionConfiguration show no secret and a rotation needs no redeploy. It lists, and the function's role may
 * read, only the secrets its code names (infra/cdk/function-secrets.ts): read a secret as
 * `environment().NAME` or through a schema key, never by a name built at run time, or the function is not granted it. `loadSecrets` runs before every
 * handler (the HTTP wrapper, the job runners, the schedule and stream handlers) and puts the values under their
 * variable names, so `environment()` stays synchronous and its readers unchanged. Local mode and tests set no
 * SECRET_ARNS: nothing is fetched and the plain variables are used.
 */
const configurationSchema = z.object({
  SECRET_ARNS: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' })
        return z.NEVER
      }
    })
    .pipe(z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), z.string().min(1)))
    .optional(),
})

/** Seconds a secret is reused before Secrets Manager is asked again: a rotated value is in use within this. */
export const secretCacheSeconds = 300

/** What reads one secret: Powertools' provider, which keeps each value for `maxAge` seconds. */
export interface SecretReader {
  get(name: string, options: { maxAge: number }): Promise<unknown>
}

let defaultReader: SecretReader | undefined

/** Made on first use, so local mode and tests never create a Secrets Manager client. */
function secretsManager(): SecretReader {
  defaultReader ??= new SecretsProvider()
  return defaultReader
}

/**
 * Reads every secret of SECRET_ARNS in parallel (from the cache while fresh) and sets them as the environment's
 * values; with no SECRET_ARNS it does nothing. Fails, naming the variable, if a secret has no text value.
 */
export async function loadSecrets(reader?: SecretReader): Promise<void> {
  const { SECRET_ARNS: arns } = readConfiguration(configurationSchema, 'secrets')
  if (!arns) return
  const secrets = reader ?? secretsManager()
  const entries = await Promise.all(
    Object.entries(arns).map(async ([name, arn]) => {
      const value = await secrets.get(arn, { maxAge: secretCacheSeconds })
      if (typeof value !== 'string') throw new Error(`Secret ${name} (${arn}) has no text value`)
      return [name, value] as const
    }),
  )
  useSecretValues(Object.fromEntries(entries))
}

/**
 * A handler that loads the secrets first, for the entry points the HTTP wrapper does not cover (job runners,
 * schedules, the table stream).
 *
 * @example export const handler = withSecrets(async () => runBillingCycles())
 */
export function withSecrets<Arguments extends unknown[], Result>(
  handler: (...handlerArguments: Arguments) => Promise<Result>,
): (...handlerArguments: Arguments) => Promise<Result> {
  return async (...handlerArguments) => {
    await loadSecrets()
    return handler(...handlerArguments)
  }
}
