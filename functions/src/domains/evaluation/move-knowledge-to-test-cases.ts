import { maximumTestCasesPerVersion } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { deleteKnowledgeItems, getKnowledgeItems } from '../knowledge/index.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { createTestCase } from './create-test-case.ts'
import { listAllTestCases, normalizePrompt } from './test-case-records.ts'

/**
 * Makes the chosen knowledge pairs test cases of the version (the completion becomes the expected completion)
 * and then removes them from knowledge, so the next training does not learn what the tests check. A pair whose
 * prompt is already a test case only leaves knowledge. Test cases are written before the pairs are deleted, so a
 * retry after a failure finds them tested and finishes the move: nothing is lost or doubled.
 *
 * @example await moveKnowledgeToTestCases(key, ['k1', 'k2']) // { moved: ['k1'], alreadyTested: ['k2'], missing: [], message }
 */
export async function moveKnowledgeToTestCases(key: VersionKey, ids: string[]) {
  await assertVersionEditable(key)
  const pairs = await getKnowledgeItems(key, ids)
  const tested = new Set((await listAllTestCases(key)).map((record) => normalizePrompt(record.prompt)))
  const untested = new Set(pairs.filter((pair) => !tested.has(normalizePrompt(pair.prompt))).map((pair) => pair.id))
  if (tested.size + untested.size > maximumTestCasesPerVersion)
    throw new AppError('VALIDATION_FAILED', {
      message: `A version holds at most ${maximumTestCasesPerVersion} test cases; it has ${tested.size}. Choose fewer pairs.`,
    })

  const moved: string[] = []
  const alreadyTested: string[] = []
  for (const pair of pairs) {
    const prompt = normalizePrompt(pair.prompt)
    // Two chosen pairs can share a prompt once normalized: the first becomes the test case.
    if (tested.has(prompt)) {
      alreadyTested.push(pair.id)
      continue
    }
    await createTestCase(key, { prompt: pair.prompt, expectedCompletion: pair.completion })
    tested.add(prompt)
    moved.push(pair.id)
  }
  const found = new Set(pairs.map((pair) => pair.id))
  if (found.size > 0) await deleteKnowledgeItems(key, [...found])
  const missing = ids.filter((id) => !found.has(id))
  return { moved, alreadyTested, missing, message: movedMessage(moved.length, alreadyTested.length) }
}

function movedMessage(moved: number, alreadyTested: number): string {
  const pairs = (count: number) => `${count} ${count === 1 ? 'pair' : 'pairs'}`
  const already = alreadyTested > 0 ? ` ${pairs(alreadyTested)} already tested left knowledge.` : ''
  return `Moved to test cases: ${pairs(moved)}.${already}`
}
