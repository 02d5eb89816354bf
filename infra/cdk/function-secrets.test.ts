import { describe, expect, it } from 'vitest'
import { importedModules, secretsNamedIn } from './function-secrets.ts'
import { functionSourceFile, handlerSourceFile } from './project-paths.ts'

const secretNames = ['CODE_SIGNING_SECRET', 'MODEL_PROVIDER_API_KEY', 'RECAPTCHA_SECRET', 'RAZORPAY_WEBHOOK_SECRET']

describe('the secrets a function reads', () => {
  it('counts a variable named in code, not in a comment, nor in the modules that declare them all', () => {
    // The API key entity names CODE_SIGNING_SECRET in its doc comment only; api-key-secrets.ts reads it.
    expect(secretsNamedIn([functionSourceFile('data/entities/api-key-entity')], secretNames)).toEqual([])
    expect(secretsNamedIn([functionSourceFile('domains/deployment/api-key-secrets')], secretNames)).toEqual([
      'CODE_SIGNING_SECRET',
    ])
    const declaring = [functionSourceFile('platform/environment'), functionSourceFile('platform/secrets')]
    expect(secretsNamedIn(declaring, secretNames)).toEqual([])
  })

  it("follows a domain index's re-exports only for the names a module takes from it", () => {
    // list-public-plans reaches organizations/index.ts, whose members module takes findUsersByIds from
    // identity/index.ts; the index's other modules (one-time codes, reCAPTCHA) are not imported for it.
    const modules = importedModules(handlerSourceFile('billing/list-public-plans'))
    expect(modules).toContain(functionSourceFile('domains/billing/catalogue'))
    expect(modules).not.toContain(functionSourceFile('domains/identity/verify-recaptcha'))
    expect(modules).not.toContain(functionSourceFile('domains/identity/one-time-codes'))
  })

  it('finds the secrets of handlers known to read them, through their imports', () => {
    const readBy = (handler: string) => secretsNamedIn(importedModules(handlerSourceFile(handler)), secretNames)
    expect(readBy('billing/receive-payment-webhook')).toContain('RAZORPAY_WEBHOOK_SECRET')
    expect(readBy('identity/log-in')).toContain('RECAPTCHA_SECRET')
    expect(readBy('deployment/create-api-key')).toEqual(['CODE_SIGNING_SECRET'])
    expect(readBy('system/get-openapi-document')).toEqual([])
    expect(secretsNamedIn(importedModules(functionSourceFile('handlers/jobs/run-job-step')), secretNames)).toContain(
      'MODEL_PROVIDER_API_KEY',
    )
  })
})
