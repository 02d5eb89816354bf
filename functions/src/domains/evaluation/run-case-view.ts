import type { CaseScores, TestRunCase } from '@platform/shared/contracts/evaluation'
import type { RagPassage } from '@platform/shared/contracts/models'
import type { TestRunCaseRecord } from './test-run-records.ts'

export function toTestRunCase(record: TestRunCaseRecord): TestRunCase {
  return {
    id: record.caseId,
    position: record.position,
    prompt: record.prompt,
    expectedCompletion: record.expectedCompletion,
    actualCompletion: record.actualCompletion ?? null,
    status: record.status,
    scores: (record.scores as CaseScores | undefined) ?? null,
    judgeNote: record.judgeNote ?? null,
    failedChecks: record.failedChecks ?? [],
    latencyMs: record.latencyMs ?? null,
    tokens: (record.tokens as TestRunCase['tokens'] | undefined) ?? null,
    costUsd: record.costMicros / 1_000_000,
    sources: (record.sources as RagPassage[] | undefined) ?? [],
    error: record.error ?? null,
  }
}
