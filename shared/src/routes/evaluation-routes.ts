import {
  compareTestRunsQuerySchema,
  compareVersionsQuerySchema,
  createTestCaseRequestSchema,
  deletePlaygroundTestCaseRequestSchema,
  deleteTestCaseResponseSchema,
  evaluationExportSchema,
  exportTestRunQuerySchema,
  listTestCasesQuerySchema,
  listTestRunCasesQuerySchema,
  moveKnowledgeToTestCasesRequestSchema,
  moveKnowledgeToTestCasesResponseSchema,
  projectTestRunListSchema,
  savePlaygroundTestCaseRequestSchema,
  scoreThresholdsResponseSchema,
  scoreThresholdsSchema,
  startTestRunForModelRequestSchema,
  startTestRunRequestSchema,
  startTestRunResponseSchema,
  startTestRunsResponseSchema,
  testCaseChangeResponseSchema,
  testCaseImportReportSchema,
  testCasePageSchema,
  testCaseParamsSchema,
  testRunCasePageSchema,
  testRunComparisonSchema,
  testRunListSchema,
  testRunModelParamsSchema,
  testRunParamsSchema,
  versionComparisonSchema,
} from '../contracts/evaluation.ts'
import { projectParamsSchema, versionParamsSchema } from '../contracts/projects.ts'
import { route } from '../route-definition.ts'

const params = versionParamsSchema
const read = { organization: 'viewer', project: 'read' } as const
const write = { organization: 'viewer', project: 'write' } as const

export const listTestCases = /* @__PURE__ */ route({
  id: 'listTestCases',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases',
  handler: 'evaluation/list-test-cases',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'One page of the version’s test cases, newest first, filtered by search words.',
  access: read,
  request: { params, query: listTestCasesQuerySchema },
  response: testCasePageSchema,
})

export const createTestCase = /* @__PURE__ */ route({
  id: 'createTestCase',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases',
  handler: 'evaluation/create-test-case',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Adds a test case (prompt and expected completion); a prompt the version already tests is refused.',
  access: write,
  request: { params, body: createTestCaseRequestSchema },
  response: testCaseChangeResponseSchema,
})

export const moveKnowledgeToTestCases = /* @__PURE__ */ route({
  id: 'moveKnowledgeToTestCases',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/from-knowledge',
  handler: 'evaluation/move-knowledge-to-test-cases',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Makes the chosen knowledge pairs test cases of the version (prompt, completion as expected completion) and removes them from its knowledge.',
  access: write,
  request: { params, body: moveKnowledgeToTestCasesRequestSchema },
  response: moveKnowledgeToTestCasesResponseSchema,
})

export const savePlaygroundTestCase = /* @__PURE__ */ route({
  id: 'savePlaygroundTestCase',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases',
  handler: 'evaluation/save-playground-test-case',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Saves a playground exchange as a test case, or edits the one given as oldTestCase (at position idx as listed).',
  access: write,
  request: { params, body: savePlaygroundTestCaseRequestSchema },
  response: testCaseChangeResponseSchema,
})

export const deletePlaygroundTestCase = /* @__PURE__ */ route({
  id: 'deletePlaygroundTestCase',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/delete',
  handler: 'evaluation/delete-playground-test-case',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Removes the test case saved from a playground exchange, found by its prompt.',
  access: write,
  request: { params, body: deletePlaygroundTestCaseRequestSchema },
  response: deleteTestCaseResponseSchema,
})

export const getScoreThresholds = /* @__PURE__ */ route({
  id: 'getScoreThresholds',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/thresholds',
  handler: 'evaluation/get-score-thresholds',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The version’s pass thresholds per score, and the defaults.',
  access: read,
  request: { params },
  response: scoreThresholdsResponseSchema,
})

export const setScoreThresholds = /* @__PURE__ */ route({
  id: 'setScoreThresholds',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/thresholds',
  handler: 'evaluation/set-score-thresholds',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Sets the version’s pass thresholds (0 to 1 each; 0 turns a check off) for the next runs.',
  access: write,
  request: { params, body: scoreThresholdsSchema },
  response: scoreThresholdsResponseSchema,
})

export const importTestCases = /* @__PURE__ */ route({
  id: 'importTestCases',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/imports',
  handler: 'evaluation/import-test-cases',
  auth: 'session',
  rateLimit: 'heavy',
  summary:
    'Imports a CSV (multipart field `file`) with prompt and expectedCompletion columns; bad rows are reported, good rows kept.',
  access: write,
  request: { params, multipart: true },
  response: testCaseImportReportSchema,
})

export const exportTestCases = /* @__PURE__ */ route({
  id: 'exportTestCases',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/export',
  handler: 'evaluation/export-test-cases',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'The version’s test cases as a CSV (prompt, expectedCompletion) that imports back as it was.',
  access: read,
  request: { params },
  response: evaluationExportSchema,
})

export const compareTestRuns = /* @__PURE__ */ route({
  id: 'compareTestRuns',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/compare',
  handler: 'evaluation/compare-test-runs',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Per-case differences between two runs of the project (two models, two versions, or before and after retraining), regressions first.',
  access: read,
  request: { params, query: compareTestRunsQuerySchema },
  response: testRunComparisonSchema,
})

export const listProjectTestRuns = /* @__PURE__ */ route({
  id: 'listProjectTestRuns',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/test-runs',
  handler: 'evaluation/list-project-test-runs',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'The project’s latest runs across its versions and models, newest first, each with its version and model: what `testcases/compare` can compare.',
  access: read,
  request: { params: projectParamsSchema },
  response: projectTestRunListSchema,
})

export const compareVersions = /* @__PURE__ */ route({
  id: 'compareVersions',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/compare',
  handler: 'evaluation/compare-versions',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'This version beside another of the project: knowledge added, removed and changed, settings, and each one’s latest run.',
  access: read,
  request: { params, query: compareVersionsQuerySchema },
  response: versionComparisonSchema,
})

export const updateTestCase = /* @__PURE__ */ route({
  id: 'updateTestCase',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/{testCaseId}',
  handler: 'evaluation/update-test-case',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Edits a test case’s prompt and expected completion.',
  access: write,
  request: { params: testCaseParamsSchema, body: createTestCaseRequestSchema },
  response: testCaseChangeResponseSchema,
})

export const deleteTestCase = /* @__PURE__ */ route({
  id: 'deleteTestCase',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/{testCaseId}',
  handler: 'evaluation/delete-test-case',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes a test case.',
  access: write,
  request: { params: testCaseParamsSchema },
  response: deleteTestCaseResponseSchema,
})

export const startTestRun = /* @__PURE__ */ route({
  id: 'startTestRun',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run',
  handler: 'evaluation/start-test-run',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Starts a run of a test set against the model in the body.',
  access: write,
  request: { params, body: startTestRunForModelRequestSchema },
  response: startTestRunResponseSchema,
})

export const startTestRunsForAllModels = /* @__PURE__ */ route({
  id: 'startTestRunsForAllModels',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run/all',
  handler: 'evaluation/start-test-runs-for-all-models',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Starts a run of a test set against every ready model of the version not already testing it.',
  access: write,
  request: { params, body: startTestRunRequestSchema },
  response: startTestRunsResponseSchema,
})

export const listAllTestRuns = /* @__PURE__ */ route({
  id: 'listAllTestRuns',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run/all/{modelId}',
  handler: 'evaluation/list-all-test-runs',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Every run of the model, of both test sets, oldest first: the series of the pass-rate chart.',
  access: read,
  request: { params: testRunModelParamsSchema },
  response: testRunListSchema,
})

export const listRunningTestRuns = /* @__PURE__ */ route({
  id: 'listRunningTestRuns',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run/running/{modelId}',
  handler: 'evaluation/list-running-test-runs',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The model’s runs that are queued or running, with their progress.',
  access: read,
  request: { params: testRunModelParamsSchema },
  response: testRunListSchema,
})

export const listTestRuns = /* @__PURE__ */ route({
  id: 'listTestRuns',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run/{modelId}',
  handler: 'evaluation/list-test-runs',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The model’s runs, newest first (the latest 50), with their progress and summary.',
  access: read,
  request: { params: testRunModelParamsSchema },
  response: testRunListSchema,
})

export const startModelTestRun = /* @__PURE__ */ route({
  id: 'startModelTestRun',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run/{modelId}',
  handler: 'evaluation/start-model-test-run',
  auth: 'session',
  rateLimit: 'heavy',
  summary:
    'Starts a run of a test set (`testcases` or `knowledge`) against the model; TESTING_IN_PROGRESS while one runs.',
  access: write,
  request: { params: testRunModelParamsSchema, body: startTestRunRequestSchema },
  response: startTestRunResponseSchema,
})

export const listTestRunCases = /* @__PURE__ */ route({
  id: 'listTestRunCases',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run/{modelId}/{runId}/testcases',
  handler: 'evaluation/list-test-run-cases',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'One page of a run’s per-case results (failures first by default), searchable and sortable.',
  access: read,
  request: { params: testRunParamsSchema, query: listTestRunCasesQuerySchema },
  response: testRunCasePageSchema,
})

export const exportTestRun = /* @__PURE__ */ route({
  id: 'exportTestRun',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/testcases/run/{modelId}/{runId}/export',
  handler: 'evaluation/export-test-run',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'A run’s cases with their results as CSV, or as a promptfoo configuration (promptfooconfig.yaml).',
  access: read,
  request: { params: testRunParamsSchema, query: exportTestRunQuerySchema },
  response: evaluationExportSchema,
})

/*
 * Evaluation of a version (spec section 7 "testcases", "testcases/run" and playground test cases; console
 * `/projects/evaluation/`). Paths with a fixed segment (`/testcases/delete`, `/testcases/run/all`) come before
 * the parameterised path they would also match: the local gateway takes the first match, as API Gateway
 * prefers the literal route.
 */
export const evaluationRoutes = {
  listTestCases,
  createTestCase,
  moveKnowledgeToTestCases,
  savePlaygroundTestCase,
  deletePlaygroundTestCase,
  getScoreThresholds,
  setScoreThresholds,
  importTestCases,
  exportTestCases,
  compareTestRuns,
  listProjectTestRuns,
  compareVersions,
  updateTestCase,
  deleteTestCase,
  startTestRun,
  startTestRunsForAllModels,
  listAllTestRuns,
  listRunningTestRuns,
  listTestRuns,
  startModelTestRun,
  listTestRunCases,
  exportTestRun,
}
