/**
 * Evaluation of a version: test cases, test runs against trained models, per-case scores, run comparison and
 * exports. Code outside this folder imports only from here.
 */
export { compareTestRuns } from './compare-test-runs.ts'
export { compareVersions } from './compare-versions.ts'
export { createTestCase } from './create-test-case.ts'
export { deletePlaygroundTestCase } from './delete-playground-test-case.ts'
export { deleteTestCase } from './delete-test-case.ts'
export { exportTestCases } from './export-test-cases.ts'
export { exportTestRun } from './export-test-run.ts'
export { importTestCases } from './import-test-cases.ts'
export { listProjectTestRuns } from './list-project-test-runs.ts'
export { listTestCases } from './list-test-cases.ts'
export { listTestRunCases } from './list-test-run-cases.ts'
export { listAllTestRuns, listRunningTestRuns, listTestRuns } from './list-test-runs.ts'
export { moveKnowledgeToTestCases } from './move-knowledge-to-test-cases.ts'
export { evaluationVersionContent } from './register-evaluation-content.ts'
export { runTestCasesJob } from './run-test-cases-job.ts'
export { savePlaygroundTestCase } from './save-playground-test-case.ts'
export { getScoreThresholds, setScoreThresholds } from './score-thresholds.ts'
export { startTestRun, startTestRunsForAllModels } from './start-test-run.ts'
export { updateTestCase } from './update-test-case.ts'
