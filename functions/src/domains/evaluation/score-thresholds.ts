import {
  defaultScoreThresholds,
  type ScoreThresholds,
  scoreThresholdsSchema,
  testingMessages,
} from '@platform/shared/contracts/evaluation'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'

const thresholdsSetting = 'thresholds'

/** The version's pass thresholds: what was saved, or the documented defaults. */
export async function readScoreThresholds(key: VersionKey): Promise<ScoreThresholds> {
  const { data } = await db()
    .entities.evaluationSetting.get({ ...key, name: thresholdsSetting })
    .go()
  const saved = scoreThresholdsSchema.safeParse(data?.value)
  return saved.success ? saved.data : defaultScoreThresholds
}

/** `GET /testcases/thresholds`. */
export async function getScoreThresholds(key: VersionKey) {
  await requireVersion(key)
  return { thresholds: await readScoreThresholds(key), defaults: defaultScoreThresholds }
}

/**
 * `PUT /testcases/thresholds`: applies to runs started afterwards (a run keeps the thresholds it started with,
 * so its pass rate never changes after the fact). Settings, not content: allowed on a frozen version.
 */
export async function setScoreThresholds(key: VersionKey, thresholds: ScoreThresholds) {
  await requireVersion(key)
  await db()
    .entities.evaluationSetting.put({ ...key, name: thresholdsSetting, value: thresholds })
    .go()
  return { thresholds, defaults: defaultScoreThresholds, message: testingMessages.thresholdsSaved }
}
