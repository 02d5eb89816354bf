import { createHash } from 'node:crypto'
import type { TestCaseItem } from '@platform/shared/contracts/evaluation'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createTestCaseEntity } from '../../data/entities/test-case-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { normalizePrompt } from '../knowledge/index.ts'

export type TestCaseRecord = EntityItem<ReturnType<typeof createTestCaseEntity>>

export { normalizePrompt }

/**
 * The id of a test case: a hash of its version and normalized prompt, so an import run twice (or a copy into a
 * version) writes the same items, and a version tests each question once.
 *
 * @example testCaseIdFor(key, 'How do I void a label?') === testCaseIdFor(key, 'how do i void a label')
 */
export function testCaseIdFor(key: VersionKey, prompt: string): string {
  return createHash('sha256')
    .update(`testcase\n${key.organizationId}/${key.projectId}/${key.versionId}\n${normalizePrompt(prompt)}`)
    .digest('hex')
    .slice(0, 32)
}

export function toTestCaseItem(record: TestCaseRecord, idx: number): TestCaseItem {
  return {
    id: record.testCaseId,
    idx,
    prompt: record.prompt,
    expectedCompletion: record.expectedCompletion,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/**
 * Every test case of a version, newest first: one keyed query on gsi1. Bounded by `maximumTestCasesPerVersion`,
 * so reading it whole for search and `idx` stays small.
 */
export async function listAllTestCases(key: VersionKey): Promise<TestCaseRecord[]> {
  const { data } = await db().entities.testCase.query.byListing(key).go({ pages: 'all', order: 'desc' })
  return data
}

/** Listing times for cases written together: the first gets the latest time, so the list keeps document order. */
export function listingTimes(count: number, now = Date.now()): string[] {
  return Array.from({ length: count }, (_unused, index) => new Date(now + (count - 1 - index)).toISOString())
}

export function duplicateTestCaseError(): AppError {
  return new AppError('VALIDATION_FAILED', { message: 'prompt: This prompt is already a test case of this version.' })
}

export function testCaseNotFound(): AppError {
  return new AppError('NOT_FOUND', { message: 'This test case does not exist in the version.' })
}
