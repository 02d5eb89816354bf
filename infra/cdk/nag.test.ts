import { AwsSolutionsChecks } from 'cdk-nag'
import { describe, expect, it } from 'vitest'
import { acknowledgeNagFindings, nagAcknowledgements } from './nag-acknowledgements.ts'
import { PlatformStack } from './platform-stack.ts'
import { testApp, testMailDomain, testStage } from './test-synthesis.ts'

describe('cdk-nag AwsSolutions', () => {
  it('leaves no finding that is neither fixed nor acknowledged with its reason', () => {
    const app = testApp()
    new PlatformStack(app, 'assistant-test', { stage: testStage, mailDomain: testMailDomain })
    expect(acknowledgeNagFindings(app)).toEqual([])
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
  })
})
