import { maximumCasesPerRun, type TestsetType } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { listAllKnowledge } from '../knowledge/index.ts'
import { listAllTestCases } from './test-case-records.ts'

export interface TestSetCase {
  caseId: string
  prompt: string
  expectedCompletion: string
}

/**
 * The cases of a test set in list order (newest first): the version's test cases, or its knowledge pairs as a
 * regression set (the completion is the expected answer), cut to `maximumCasesPerRun`.
 */
export async function readTestSet(key: VersionKey, testsetType: TestsetType): Promise<TestSetCase[]> {
  const cases =
    testsetType === 'testcases'
      ? (await listAllTestCases(key)).map((record) => ({
          caseId: record.testCaseId,
          prompt: record.prompt,
          expectedCompletion: record.expectedCompletion,
        }))
      : (await listAllKnowledge(key)).map((record) => ({
          caseId: record.knowledgeId,
          prompt: record.prompt,
          expectedCompletion: record.completion,
        }))
  return cases.slice(0, maximumCasesPerRun)
}
