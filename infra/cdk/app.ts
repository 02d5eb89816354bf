import { App } from 'aws-cdk-lib'
import { PlatformStack } from './platform-stack.ts'

const app = new App()

function requiredContext(name: string): string {
  const value: unknown = app.node.tryGetContext(name)
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`Context '${name}' is missing: set it in cdk.json or pass -c ${name}=...`)
  }
  return value
}

const stage = requiredContext('stage')

/** Context given on the command line arrives as a string; in cdk.json as an object. */
function objectContext<T>(name: string): T | undefined {
  const value: unknown = app.node.tryGetContext(name)
  if (value === undefined || value === null || value === '') return undefined
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

// No account or region: the template stays environment-agnostic, so synth needs no credentials and no lookups.
new PlatformStack(app, `assistant-${stage}`, {
  stage,
  mailDomain: requiredContext('mailDomain'),
  modelProvider: objectContext('modelProvider'),
  recaptchaSecretName: app.node.tryGetContext('recaptchaSecretName'),
  googleClientId: app.node.tryGetContext('googleClientId'),
  site: objectContext('site'),
  razorpay: objectContext('razorpay'),
  description: `Assistant platform, stage ${stage}`,
})
