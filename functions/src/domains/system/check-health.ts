import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider'
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb'
import type { DependencyStatus, Health } from '@platform/shared/contracts/system'
import { cognitoClient } from '../../platform/aws-clients/cognito.ts'
import { dynamoClient } from '../../platform/aws-clients/dynamo.ts'
import { probeMailAccount, probeQueue, probeStateMachine } from '../../platform/aws-clients/health-probes.ts'
import { s3Client } from '../../platform/aws-clients/s3.ts'
import { environment } from '../../platform/environment.ts'

const checkTimeoutMs = 2_000

/** A question to a dependency, abandoned (its request aborted) when the check gives up on it. */
type Probe = (abortSignal: AbortSignal) => Promise<unknown>

async function probe(name: string, check: Probe | undefined, disabledReason?: string): Promise<DependencyStatus> {
  if (!check) return { name, status: 'disabled', detail: disabledReason }
  const started = performance.now()
  const abortSignal = AbortSignal.timeout(checkTimeoutMs)
  try {
    await Promise.race([
      check(abortSignal),
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), checkTimeoutMs).unref()),
    ])
    return { name, status: 'ok', latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      name,
      status: 'unavailable',
      latencyMs: Math.round(performance.now() - started),
      detail: error instanceof Error ? (error.name === 'Error' ? error.message : error.name) : 'unknown error',
    }
  }
}

async function fetchOk(url: string, init?: RequestInit): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(checkTimeoutMs) })
  if (!response.ok) throw new Error(`answered ${response.status}`)
}

/**
 * Asks every dependency a cheap read-only question in parallel. A dependency that is not configured is
 * reported as disabled rather than failing, so the report says what is off (for example reCAPTCHA without
 * a secret) as plainly as what is down.
 */
export async function checkHealth(): Promise<Health> {
  const settings = environment()
  const modelProviderUrl = settings.MODEL_PROVIDER_BASE_URL
  const dependencies = await Promise.all([
    probe('database', (abortSignal) =>
      dynamoClient().send(new DescribeTableCommand({ TableName: settings.TABLE_NAME }), { abortSignal }),
    ),
    probe('file-storage', (abortSignal) => s3Client().headBucket(settings.UPLOADS_BUCKET, abortSignal)),
    probe('artifact-storage', (abortSignal) => s3Client().headBucket(settings.ARTIFACTS_BUCKET, abortSignal)),
    probe('job-queue', (abortSignal) => probeQueue(settings.JOBS_QUEUE_URL, abortSignal)),
    probe('job-workflows', (abortSignal) => probeStateMachine(settings.JOB_STATE_MACHINE_ARN, abortSignal)),
    probe('identity', (abortSignal) =>
      cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: settings.USER_POOL_ID }), { abortSignal }),
    ),
    probe('mail', (abortSignal) => probeMailAccount(abortSignal)),
    probe(
      'model-provider',
      modelProviderUrl
        ? () =>
            fetchOk(`${modelProviderUrl.replace(/\/$/, '')}/models`, {
              headers: settings.MODEL_PROVIDER_API_KEY
                ? { authorization: `Bearer ${settings.MODEL_PROVIDER_API_KEY}` }
                : {},
            })
        : undefined,
      'MODEL_PROVIDER_BASE_URL is not configured',
    ),
    // Google's verify endpoint cannot be probed without a real captcha answer; a configured secret is all we can report.
    probe(
      'recaptcha',
      settings.RECAPTCHA_SECRET ? async () => undefined : undefined,
      'RECAPTCHA_SECRET is not configured; captcha checks are off',
    ),
  ])
  return {
    status: dependencies.some((dependency) => dependency.status === 'unavailable') ? 'degraded' : 'ok',
    mode: settings.DEPLOYMENT_MODE,
    version: settings.RELEASE_VERSION,
    time: new Date().toISOString(),
    dependencies,
  }
}
