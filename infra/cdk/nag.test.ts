import { AwsSolutionsChecks } from 'cdk-nag'
import { describe, expect, it } from 'vitest'
import { acknowledgeNagFindings, nagAcknowledgements, wildcardAcknowledgements } from './nag-acknowledgements.ts'
import { PlatformStack } from './platform-stack.ts'
import { testApp, testMailDomain, testStage } from './test-synthesis.ts'

describe('cdk-nag AwsSolutions', () => {
  it('leaves no finding that is neither fixed nor acknowledged with its reason', () => {
    const app = testApp()
    // Every secret configured, so the grants to read them are checked too.
    new PlatformStack(app, 'assistant-test', {
      stage: testStage,
      mailDomain: testMailDomain,
      modelProvider: { apiKeySecretName: 'provider-key' },
      recaptchaSecretName: 'recaptcha',
      razorpay: { keyId: 'rzp_test_key', keySecretName: 'razorpay-key', webhookSecretName: 'razorpay-webhook' },
    })
    const wildcards = new AwsSolutionsChecks(app)
      .validateScope(app)
      .violations.map((violation) => violation.ruleName)
      .filter((finding) => finding.startsWith('AwsSolutions-IAM5'))
    expect(acknowledgeNagFindings(app)).toEqual([])
    // Each wildcard acknowledgement names a wildcard the app still has: a narrowed grant takes its entry with it.
    for (const { finding } of wildcardAcknowledgements)
      expect(
        wildcards.some((name) => finding.test(name)),
        String(finding),
      ).toBe(true)
    // Checked again after acknowledging: the pack itself reports nothing left.
    const errors = new AwsSolutionsChecks(app)
      .validateScope(app)
      .violations.filter((violation) => violation.severity === 'error')
    expect(errors.map((violation) => violation.ruleName)).toEqual([])
  })

  it('gives every acknowledged rule a reason a reviewer can check', () => {
    for (const [rule, reason] of Object.entries(nagAcknowledgements)) {
      expect(rule).toMatch(/^AwsSolutions-[A-Z]+\d+$/)
      expect(reason.length, rule).toBeGreaterThan(60)
    }
    // IAM5 is acknowledged per wildcard, never for the whole rule, and each reason names its resource pattern.
    expect(Object.keys(nagAcknowledgements)).not.toContain('AwsSolutions-IAM5')
    for (const { finding, reason } of wildcardAcknowledgements) expect(reason, String(finding)).toMatch(/arn:…:|"\*"/)
  })
})
