import { resourceVariables } from '@platform/functions/platform/resource-names'
import { routeList } from '@platform/shared/routes'
import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib'
import type { IGrantable, IRole } from 'aws-cdk-lib/aws-iam'
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import { Api } from './api.ts'
import { ApiRoutes } from './api-routes.ts'
import { Auth } from './auth.ts'
import { Data } from './data.ts'
import { secretsReadBy } from './function-secrets.ts'
import { Jobs } from './jobs.ts'
import { Mail } from './mail.ts'
import { Monitoring } from './monitoring.ts'
import { pascalCase } from './naming.ts'
import { Schedules } from './schedules.ts'
import { TableStreamConsumer } from './table-stream-consumer.ts'
import { Web } from './web.ts'

export interface PlatformStackProps extends StackProps {
  /** Deployment stage, e.g. `dev` or `production`; part of every physical name. */
  stage: string
  /** Domain the platform sends mail from. */
  mailDomain: string
  /**
   * The OpenAI-compatible model provider (OpenAI, Azure OpenAI, Together, Fireworks, vLLM, Bedrock's
   * OpenAI-compatible endpoint…). Unset values fall back to the defaults in `functions/src/models/provider-registry.ts`.
   * The API key is read from an existing Secrets Manager secret, never from the template.
   */
  modelProvider?: {
    baseUrl?: string
    chatModel?: string
    embeddingModel?: string
    fineTuningModel?: string
    apiKeySecretName?: string
  }
  /** Existing Secrets Manager secret holding the reCAPTCHA secret; without it captcha checks are off. */
  recaptchaSecretName?: string
  /** Google OAuth client id (public); without it the console shows no Google sign-in button. */
  googleClientId?: string
  /** The public site's settings: its guide assistant's embed id, the reCAPTCHA site key, the contact address. */
  site?: { guideEmbedId?: string; recaptchaSiteKey?: string; contactEmail?: string }
  /**
   * Razorpay: the public key id and the existing Secrets Manager secrets holding the key secret and the webhook
   * secret. Without it subscribing answers SUBSCRIPTIONS_NOT_AVAILABLE.
   */
  razorpay?: { keyId: string; keySecretName: string; webhookSecretName: string }
}

type ResourceVariable = (typeof resourceVariables)[keyof typeof resourceVariables]

/** Read by `functions/src/platform/environment.ts`, which defaults it to `dev`; not a resource, so not in resourceVariables. */
const stageVariable = 'STAGE'

/** Tells the shared platform code it runs in AWS, as opposed to local mode's stand-ins. */
export const cloudDeploymentMode = 'cloud'

/**
 * The whole platform for one stage. One stack, with each concern in its own construct, so references between
 * them are plain CloudFormation references instead of exports that lock stacks together; only the API routes
 * are split off, into nested stacks, because of their number.
 */
export class PlatformStack extends Stack {
  readonly data: Data
  readonly auth: Auth
  readonly mail: Mail
  readonly jobs: Jobs
  readonly schedules: Schedules
  readonly api: Api
  readonly web: Web
  readonly apiRoutes: ApiRoutes
  /** Each secret by the variable its value is read as (CODE_SIGNING_SECRET, RECAPTCHA_SECRET, RAZORPAY_…). */
  readonly secrets: Record<string, ISecret>
  /** The route roles that read secrets, by the names of the secrets they read (`routeRole`). */
  private readonly routeRoles = new Map<string, IRole>()
  /**
   * The variables of `resourceVariables`, the stage and the public settings, as every function of the stack receives
   * them; each function's SECRET_ARNS is added beside them, naming only the secrets its code reads.
   */
  readonly functionEnvironment: Record<ResourceVariable | typeof stageVariable, string> & Record<string, string>

  constructor(scope: Construct, id: string, props: PlatformStackProps) {
    super(scope, id, props)
    if (props.stage === 'local') {
      throw new Error("Stage 'local' is local mode (npm start); it is never deployed to AWS")
    }
    Tags.of(this).add('project', 'assistant')
    Tags.of(this).add('stage', props.stage)

    this.data = new Data(this, 'Data', { stage: props.stage })
    this.auth = new Auth(this, 'Auth', { stage: props.stage })
    this.mail = new Mail(this, 'Mail', { mailDomain: props.mailDomain })
    this.jobs = new Jobs(this, 'Jobs', { stage: props.stage })
    this.schedules = new Schedules(this, 'Schedules', { stage: props.stage })
    this.api = new Api(this, 'Api', { stage: props.stage })
    this.web = new Web(this, 'Web', { webBucket: this.data.webBucket, httpApi: this.api.httpApi })

    this.secrets = this.platformSecrets(props)
    this.functionEnvironment = {
      [resourceVariables.table]: this.data.table.tableName,
      [resourceVariables.uploadsBucket]: this.data.uploadsBucket.bucketName,
      [resourceVariables.artifactsBucket]: this.data.artifactsBucket.bucketName,
      [resourceVariables.jobsQueueUrl]: this.jobs.jobsQueue.queueUrl,
      [resourceVariables.jobStateMachineArn]: this.jobs.stateMachineArn,
      [resourceVariables.userPoolId]: this.auth.userPool.userPoolId,
      [resourceVariables.userPoolClientId]: this.auth.userPoolClient.userPoolClientId,
      [resourceVariables.mailFrom]: this.mail.fromAddress,
      [resourceVariables.appOrigin]: this.web.appOrigin,
      [resourceVariables.deploymentMode]: cloudDeploymentMode,
      [stageVariable]: props.stage,
      ...(props.razorpay ? { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: props.razorpay.keyId } : {}),
      ...this.modelProviderSettings(props),
      ...(props.googleClientId ? { GOOGLE_CLIENT_ID: props.googleClientId } : {}),
      ...(props.site?.guideEmbedId ? { SITE_GUIDE_EMBED_ID: props.site.guideEmbedId } : {}),
      ...(props.site?.recaptchaSiteKey ? { RECAPTCHA_SITE_KEY: props.site.recaptchaSiteKey } : {}),
      ...(props.site?.contactEmail ? { CONTACT_EMAIL: props.site.contactEmail } : {}),
    }

    const tableStream = new TableStreamConsumer(this, 'TableStream', { stage: props.stage, table: this.data.table })
    // Each of these functions has a role of its own, so it gets exactly the secrets its code reads.
    for (const jobFunction of [...this.jobs.functions, ...this.schedules.functions, tableStream.consumer]) {
      const secretNames = secretsReadBy(this, jobFunction.sourceFile, Object.keys(this.secrets))
      const environment = { ...this.functionEnvironment, SECRET_ARNS: this.secretArnsVariable(secretNames) }
      for (const [name, value] of Object.entries(environment)) jobFunction.addEnvironment(name, value)
      this.grantWorkerAccess(jobFunction)
      this.grantSecrets(jobFunction, secretNames)
    }

    this.grantRouteAccess(this.api.functionRole)
    this.apiRoutes = new ApiRoutes(this, 'Routes', {
      stage: props.stage,
      httpApi: this.api.httpApi,
      routes: routeList,
      accessFor: (sourceFile) => {
        const secretNames = secretsReadBy(this, sourceFile, Object.keys(this.secrets))
        return {
          role: this.routeRole(secretNames),
          environment: { ...this.functionEnvironment, SECRET_ARNS: this.secretArnsVariable(secretNames) },
        }
      },
    })

    // Alarms to one SNS topic (-c alarmEmail=… subscribes) and the operations dashboard: docs/operations.md.
    const { api, data, jobs, schedules, web } = this
    new Monitoring(this, 'Monitoring', { stage: props.stage, api, data, jobs, schedules, web })

    new CfnOutput(this, 'AppUrl', { value: this.web.appOrigin, description: 'Console, widget and API' })
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.httpApi.apiEndpoint,
      description: 'The HTTP API without CloudFront; browsers use AppUrl so that cookies are first-party',
    })
    new CfnOutput(this, 'WebBucketName', {
      value: this.data.webBucket.bucketName,
      description: 'Upload web/dist here and widget/dist under widget/',
    })
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId })
  }

  /**
   * The secrets, by the variable each one's value is read as. Functions get only their ARNs (SECRET_ARNS) and read
   * the values at run time (functions/src/platform/secrets.ts, cached 5 minutes): a value is never in the template,
   * the function's configuration or the repository, and a rotation needs no deployment. The code-signing key is
   * generated per stage.
   */
  private platformSecrets(props: PlatformStackProps): Record<string, ISecret> {
    const imported = (id: string, name: string) => Secret.fromSecretNameV2(this, id, name)
    const secrets: Record<string, ISecret> = {
      CODE_SIGNING_SECRET: new Secret(this, 'CodeSigningSecret', {
        description: 'Key for HMACs of one-time codes (CODE_SIGNING_SECRET)',
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
      }),
    }
    if (props.recaptchaSecretName) secrets.RECAPTCHA_SECRET = imported('RecaptchaSecret', props.recaptchaSecretName)
    if (props.razorpay) {
      secrets.RAZORPAY_KEY_SECRET = imported('RazorpayKeySecret', props.razorpay.keySecretName)
      secrets.RAZORPAY_WEBHOOK_SECRET = imported('RazorpayWebhookSecret', props.razorpay.webhookSecretName)
    }
    if (props.modelProvider?.apiKeySecretName) {
      secrets.MODEL_PROVIDER_API_KEY = imported('ModelProviderApiKey', props.modelProvider.apiKeySecretName)
    }
    return secrets
  }

  /** Where each of `secretNames` is, never its value (`{}` for none): functions/src/platform/secrets.ts reads them. */
  private secretArnsVariable(secretNames: readonly string[]): string {
    const arns = Object.fromEntries(secretNames.map((name) => [name, this.secrets[name]?.secretArn]))
    return this.toJsonString(arns)
  }

  private grantSecrets(grantee: IGrantable, secretNames: readonly string[]): void {
    for (const name of secretNames) this.secrets[name]?.grantRead(grantee)
  }

  /**
   * The role of the route functions whose code reads exactly `secretNames`: the shared role when none, else one role
   * per set of secrets (a handful: the code-signing key, the payment keys, the model provider's key, reCAPTCHA's),
   * made on first use. A role per route function would add ~180 roles and policies to a template that holds 500
   * resources; a grant on the shared role would let every route read the secret again.
   */
  private routeRole(secretNames: readonly string[]): IRole {
    if (secretNames.length === 0) return this.api.functionRole
    const key = secretNames.join(',')
    let role = this.routeRoles.get(key)
    if (!role) {
      role = this.api.addFunctionRole(
        `FunctionRoleReading${secretNames.map(pascalCase).join('')}`,
        `Shared by the API route functions that read ${secretNames.join(', ')}`,
      )
      this.grantRouteAccess(role)
      this.grantSecrets(role, secretNames)
      this.routeRoles.set(key, role)
    }
    return role
  }

  private modelProviderSettings(props: PlatformStackProps): Record<string, string> {
    const provider = props.modelProvider ?? {}
    const settings: Record<string, string> = {}
    if (provider.baseUrl) settings.MODEL_PROVIDER_BASE_URL = provider.baseUrl
    if (provider.chatModel) settings.MODEL_PROVIDER_CHAT_MODEL = provider.chatModel
    if (provider.embeddingModel) settings.MODEL_PROVIDER_EMBEDDING_MODEL = provider.embeddingModel
    if (provider.fineTuningModel) settings.MODEL_PROVIDER_FINE_TUNING_MODEL = provider.fineTuningModel
    return settings
  }

  /** What every route function needs: a worker's access, administering users and starting jobs. */
  private grantRouteAccess(role: IRole): void {
    this.grantWorkerAccess(role)
    this.auth.grantAdministration(role)
    this.jobs.grantStartJobs(role)
  }

  /** What every function needs, API or job: data, sending job messages, and sending mail. Secrets: `grantSecrets`. */
  private grantWorkerAccess(grantee: IGrantable): void {
    this.data.grantReadWrite(grantee)
    this.jobs.grantEnqueue(grantee)
    this.mail.identity.grantSendEmail(grantee)
  }
}
