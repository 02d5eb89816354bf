import type { TestRunCase } from '@platform/shared/contracts/evaluation'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { tokenF1 } from './case-scores.ts'
import { promptfooConfig } from './promptfoo-config.ts'

const testCase = (prompt: string, expectedCompletion: string) =>
  ({ id: prompt, prompt, expectedCompletion, status: 'passed', actualCompletion: 'x', scores: null }) as TestRunCase

const yaml = await promptfooConfig({
  title: 'Release 2',
  endpoint: 'https://assistant.example.org/',
  cases: [testCase('Who pays: "me"?', 'You do.\nAlways.'), testCase('Second?', 'Yes.')],
  // Every check on, so each assertion kind is written (the defaults turn word overlap off).
  thresholds: { semanticSimilarity: 0.8, tokenF1: 0.5, rougeL: 0.4, judge: 0.7 },
  judge: true,
})

describe('promptfooConfig', () => {
  const config = parse(yaml) as {
    providers: Array<{ id: string; config: { url: string; body: Record<string, unknown>; transformResponse: string } }>
    tests: Array<{
      vars: Record<string, string>
      assert: Array<{ type: string; value: string; threshold: number }>
    }>
  }

  it('has one test per case with its variables, text kept exactly', () => {
    expect(config.tests).toHaveLength(2)
    expect(config.tests[0]?.vars).toEqual({ prompt: 'Who pays: "me"?', expectedCompletion: 'You do.\nAlways.' })
  })

  it('asserts our scores at the run thresholds, the judge only when the run had one', () => {
    expect(config.tests[0]?.assert.map((assertion) => [assertion.type, assertion.threshold])).toEqual([
      ['similar', 0.8],
      ['rouge-n', 0.4],
      ['javascript', 0.5],
      ['llm-rubric', 0.7],
    ])
  })

  it('asks the deployed assistant through the embed chat endpoint', () => {
    expect(config.providers[0]).toMatchObject({
      id: 'https',
      config: {
        url: 'https://assistant.example.org/api/embed/v1/chat',
        transformResponse: 'json.data.assistantMessage',
      },
    })
    expect(config.providers[0]?.config.body.message).toBe('{{prompt}}')
  })

  it('computes token F1 in the javascript assertion as the platform does', () => {
    const code = config.tests[0]?.assert.find((assertion) => assertion.type === 'javascript')?.value ?? ''
    const run = new Function('output', 'context', `return ${code}`) as (output: string, context: unknown) => number
    const expected = 'The parcel ships today'
    const output = 'parcel ships tomorrow'
    expect(run(output, { vars: { expectedCompletion: expected } })).toBeCloseTo(tokenF1(expected, output), 10)
  })
})
