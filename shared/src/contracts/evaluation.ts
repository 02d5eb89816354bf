import * as z from 'zod'
import { defineSchema } from './define-schema.ts'
import {
  backgroundJobStatusSchema,
  maximumCompletionLength,
  maximumKnowledgeDeletedAtOnce,
  maximumPromptLength,
  promptSchema,
  ragPassageSchema,
} from './shared-schemas.ts'

/*
 * Evaluation of a version (spec sections 3, 4 and 7 "testcases"): test cases (a prompt and the completion the
 * assistant is expected to give), test runs of a test set against a trained model, the scores of every case,
 * run comparison and exports a user can check with promptfoo.
 */

export const expectedCompletionSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Enter an expected completion.')
    .max(maximumCompletionLength, `Use at most ${maximumCompletionLength} characters.`),
)

/** Spec section 5: test-case create and edit need prompt and expectedCompletion. */
export const testCaseFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ prompt: promptSchema, expectedCompletion: expectedCompletionSchema }),
)
export type TestCaseFields = z.infer<typeof testCaseFieldsSchema>

/** Most test cases a version holds: a run of all of them fits the run's step budget and one results page set. */
export const maximumTestCasesPerVersion = 2000
/** Most cases a run scores (a knowledge test set is cut to this many pairs, newest first). */
export const maximumCasesPerRun = 2000

export const testCaseItemSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    /** Zero-based position in the version's whole list (newest first), the `idx` of the playground calls. */
    idx: z.number().int().nonnegative(),
    prompt: z.string(),
    expectedCompletion: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type TestCaseItem = z.infer<typeof testCaseItemSchema>

export const defaultTestCasePageSize = 10
export const maximumTestCasePageSize = 100

export const listTestCasesQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maximumTestCasePageSize).default(defaultTestCasePageSize),
    /** Case-insensitive words matched in the prompt or the expected completion. */
    search: z.string().trim().max(200).optional(),
  }),
)
export type ListTestCasesQuery = z.infer<typeof listTestCasesQuerySchema>

export const testCasePageSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    items: z.array(testCaseItemSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  }),
)
export type TestCasePage = z.infer<typeof testCasePageSchema>

export const testCaseParamsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    versionId: z.string().min(1),
    testCaseId: z.string().min(1),
  }),
)

export const createTestCaseRequestSchema = testCaseFieldsSchema

/**
 * Knowledge pairs chosen in the knowledge table that become test cases of the version and leave its knowledge, so
 * the model is not tested on what it learned. A page of the knowledge table at its largest size at once.
 */
export const moveKnowledgeToTestCasesRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    ids: z
      .array(z.string().min(1).max(128))
      .min(1, 'Choose at least one pair.')
      .max(maximumKnowledgeDeletedAtOnce, `Move at most ${maximumKnowledgeDeletedAtOnce} pairs at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each pair may be listed once.'),
  }),
)
export const moveKnowledgeToTestCasesResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** Pairs that are now test cases and no longer knowledge. */
    moved: z.array(z.string()),
    /** Pairs whose prompt the version already tested: they left knowledge, the existing test case stays as it was. */
    alreadyTested: z.array(z.string()),
    /** Pairs that were already gone. */
    missing: z.array(z.string()),
    message: z.string(),
  }),
)

export const testCaseChangeResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ item: testCaseItemSchema, message: z.string() }),
)
export const deleteTestCaseResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ id: z.string(), message: z.string() }),
)

/**
 * `PUT /testcases` from the playground: `testCase` is the exchange to keep (the user's message as the prompt,
 * the answer, as edited, as the expected completion). With `oldTestCase` (and `idx`, its position as listed)
 * the call edits that test case; without, it saves a new one (or updates the one with the same prompt).
 */
export const savePlaygroundTestCaseRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    testCase: testCaseFieldsSchema,
    oldTestCase: z
      .object({ prompt: z.string().min(1).max(20_000), expectedCompletion: z.string().max(20_000) })
      .nullish(),
    idx: z.number().int().nonnegative().nullish(),
  }),
)
export type SavePlaygroundTestCaseRequest = z.infer<typeof savePlaygroundTestCaseRequestSchema>

/** `PUT /testcases/delete` from the playground: removes the test case saved from that exchange (by its prompt). */
export const deletePlaygroundTestCaseRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    testCase: z.object({ prompt: z.string().trim().min(1).max(maximumPromptLength) }),
    idx: z.number().int().nonnegative().nullish(),
  }),
)

/** A CSV import of test cases: rows are written at once (the version holds at most a few thousand). */
export const testCaseImportReportSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    rows: z.number().int().nonnegative(),
    imported: z.number().int().nonnegative(),
    /** Rows whose prompt the version already holds: their expected completion is updated. */
    updated: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    /** The first 100 row errors; `row` counts data rows from 1. */
    errors: z.array(z.object({ row: z.number().int().positive(), message: z.string() })),
    message: z.string(),
  }),
)
export type TestCaseImportReport = z.infer<typeof testCaseImportReportSchema>

export const maximumTestCaseImportBytes = 4 * 1024 * 1024

/** A file handed back inside the envelope (the console saves `content` as `fileName`). */
export const evaluationExportSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    fileName: z.string(),
    contentType: z.enum(['text/csv', 'application/yaml']),
    count: z.number().int().nonnegative(),
    content: z.string(),
  }),
)
export type EvaluationExport = z.infer<typeof evaluationExportSchema>

/** Which cases a run scores: the version's test cases, or its knowledge pairs as a regression set. */
export const testsetTypes = ['testcases', 'knowledge'] as const
export const testsetTypeSchema = /* @__PURE__ */ defineSchema(() => z.enum(testsetTypes))
export type TestsetType = z.infer<typeof testsetTypeSchema>

/**
 * Pass thresholds of a version (0 to 1; 0 turns a check off). A case passes when its answer matches the expected
 * completion exactly, or when every available score reaches its threshold. Defaults, chosen so a paraphrase of
 * the expected answer passes and an answer about something else fails: semantic similarity 0.80 and judge 0.70
 * gate; token F1 and ROUGE-L are shown but off, since word overlap fails a right answer worded at more length
 * (issue 43: a right, wordy answer at token F1 0.3 failed).
 */
const thresholdSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .number({ error: 'Enter a number from 0 to 1.' })
    .min(0, 'Enter a number from 0 to 1.')
    .max(1, 'Enter a number from 0 to 1.'),
)
export const scoreThresholdsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    semanticSimilarity: thresholdSchema,
    tokenF1: thresholdSchema,
    rougeL: thresholdSchema,
    judge: thresholdSchema,
  }),
)
export type ScoreThresholds = z.infer<typeof scoreThresholdsSchema>
export const defaultScoreThresholds: ScoreThresholds = {
  semanticSimilarity: 0.8,
  tokenF1: 0,
  rougeL: 0,
  judge: 0.7,
}
export const scoreThresholdsResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    thresholds: scoreThresholdsSchema,
    defaults: scoreThresholdsSchema,
    message: z.string().optional(),
  }),
)

/** Why a score is missing: the judge needs a model that writes text. */
export const judgeUnavailableReason = 'not available: the model does not generate text'

export const caseScoresSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** 1 when the answer equals the expected completion (ignoring case, spacing and closing punctuation). */
    exactMatch: z.number().min(0).max(1),
    /** Harmonic mean of word precision and recall (SQuAD's F1). */
    tokenF1: z.number().min(0).max(1),
    /** F-measure of the longest common word subsequence. */
    rougeL: z.number().min(0).max(1),
    /** Cosine of the provider's embeddings of the answer and the expected completion; null if it could not be computed. */
    semanticSimilarity: z.number().min(-1).max(1).nullable(),
    /** 0 to 1 from the judge model; null when unavailable (see `judgeNote`). */
    judge: z.number().min(0).max(1).nullable(),
  }),
)
export type CaseScores = z.infer<typeof caseScoresSchema>

export const caseStatuses = ['pending', 'passed', 'failed', 'error'] as const
export const caseStatusSchema = /* @__PURE__ */ defineSchema(() => z.enum(caseStatuses))
export type CaseStatus = z.infer<typeof caseStatusSchema>

export const tokenCountsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    prompt: z.number().int().nonnegative(),
    completion: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
)

export const testRunCaseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** The test case id (or knowledge pair id for a knowledge run). */
    id: z.string(),
    /** Order of the case in the run, from 0. */
    position: z.number().int().nonnegative(),
    prompt: z.string(),
    expectedCompletion: z.string(),
    actualCompletion: z.string().nullable(),
    status: caseStatusSchema,
    scores: caseScoresSchema.nullable(),
    /** The judge's reason, or why there is no judge score. */
    judgeNote: z.string().nullable(),
    /** Scores that fell below their threshold. */
    failedChecks: z.array(z.string()),
    latencyMs: z.number().nonnegative().nullable(),
    tokens: tokenCountsSchema.nullable(),
    /** Metered cost of the case in US dollars (answer, embeddings and judge tokens). */
    costUsd: z.number().nonnegative(),
    /** Passages retrieval gave the model (when the version uses RAG). */
    sources: z.array(ragPassageSchema),
    error: z.string().nullable(),
  }),
)
export type TestRunCase = z.infer<typeof testRunCaseSchema>

export const meanScoresSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    exactMatch: z.number().nullable(),
    tokenF1: z.number().nullable(),
    rougeL: z.number().nullable(),
    semanticSimilarity: z.number().nullable(),
    judge: z.number().nullable(),
  }),
)

export const testRunSummarySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    total: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    /** Cases whose answer could not be obtained (counted as failed too). */
    errored: z.number().int().nonnegative(),
    /** passed / total, 0 to 1. */
    passRate: z.number().min(0).max(1),
    meanScores: meanScoresSchema,
    latencyMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
    totalTokens: z.number().int().nonnegative(),
    totalCostUsd: z.number().nonnegative(),
  }),
)
export type TestRunSummary = z.infer<typeof testRunSummarySchema>

export const testRunSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    modelId: z.string(),
    testsetType: testsetTypeSchema,
    status: backgroundJobStatusSchema,
    /** Cases scored so far and in all. */
    completed: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    progressMessage: z.string().nullable(),
    thresholds: scoreThresholdsSchema,
    judge: z.object({ available: z.boolean(), note: z.string().nullable() }),
    summary: testRunSummarySchema.nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  }),
)
export type TestRun = z.infer<typeof testRunSchema>

export const testRunModelParamsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    versionId: z.string().min(1),
    modelId: z.string().min(1).max(256),
  }),
)
export const testRunParamsSchema = /* @__PURE__ */ defineSchema(() =>
  testRunModelParamsSchema.extend({ runId: z.string().min(1) }),
)

export const startTestRunRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ testsetType: testsetTypeSchema.default('testcases') }),
)
export const startTestRunForModelRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    modelId: z.string().min(1).max(256),
    testsetType: testsetTypeSchema.default('testcases'),
  }),
)
export const startTestRunResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ run: testRunSchema, message: z.string() }),
)
export const startTestRunsResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ runs: z.array(testRunSchema), message: z.string() }),
)

export const testRunListSchema = /* @__PURE__ */ defineSchema(() => z.array(testRunSchema))

/** The results table: failures first by default; `sortBy` a score, latency, cost or position. */
export const testRunSortFields = [
  'status',
  'position',
  'exactMatch',
  'tokenF1',
  'rougeL',
  'semanticSimilarity',
  'judge',
  'latencyMs',
  'costUsd',
] as const
export const listTestRunCasesQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maximumTestCasePageSize).default(defaultTestCasePageSize),
    search: z.string().trim().max(200).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    sortBy: z.enum(testRunSortFields).default('status'),
  }),
)
export type ListTestRunCasesQuery = z.infer<typeof listTestRunCasesQuerySchema>

export const testRunCasePageSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    run: testRunSchema,
    items: z.array(testRunCaseSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  }),
)
export type TestRunCasePage = z.infer<typeof testRunCasePageSchema>

export const compareTestRunsQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    baseRunId: z.string().min(1),
    candidateRunId: z.string().min(1),
    /** The version of each run when it is another version of the project (by default the route's version). */
    baseVersionId: z.string().min(1).max(64).optional(),
    candidateVersionId: z.string().min(1).max(64).optional(),
  }),
)

/** One run of the project, any version and model, named for a chooser (`GET /projects/{projectId}/test-runs`). */
export const projectTestRunSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    versionId: z.string(),
    versionName: z.string(),
    modelLabel: z.string(),
    run: testRunSchema,
  }),
)
export type ProjectTestRun = z.infer<typeof projectTestRunSchema>
export const projectTestRunListSchema = /* @__PURE__ */ defineSchema(() => z.array(projectTestRunSchema))

export const compareVersionsQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ candidateVersionId: z.string().min(1).max(64) }),
)

/** One side of a version comparison: its settings and its latest finished run's scores. */
const comparedVersionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    frozen: z.boolean(),
    knowledgeCount: z.number().int().nonnegative(),
    readyModels: z.number().int().nonnegative(),
    ragEnabled: z.boolean(),
    thresholds: scoreThresholdsSchema,
    latestRun: projectTestRunSchema.nullable(),
  }),
)

/**
 * Two versions of a project side by side: knowledge added, removed and changed (pairs matched by prompt, the
 * way runs are), settings, and each version's latest finished run.
 */
export const versionComparisonSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    base: comparedVersionSchema,
    candidate: comparedVersionSchema,
    knowledge: z.object({
      added: z.array(z.object({ prompt: z.string(), completion: z.string() })),
      removed: z.array(z.object({ prompt: z.string(), completion: z.string() })),
      changed: z.array(z.object({ prompt: z.string(), baseCompletion: z.string(), candidateCompletion: z.string() })),
      unchanged: z.number().int().nonnegative(),
    }),
  }),
)
export type VersionComparison = z.infer<typeof versionComparisonSchema>

export const caseChanges = ['regressed', 'improved', 'unchanged', 'added', 'removed'] as const
const comparedSideSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .object({
      status: caseStatusSchema,
      actualCompletion: z.string().nullable(),
      scores: caseScoresSchema.nullable(),
    })
    .nullable(),
)
export const comparedCaseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    prompt: z.string(),
    expectedCompletion: z.string(),
    change: z.enum(caseChanges),
    /** Candidate minus base semantic similarity, when both have one. */
    similarityDelta: z.number().nullable(),
    base: comparedSideSchema,
    candidate: comparedSideSchema,
  }),
)
export type ComparedCase = z.infer<typeof comparedCaseSchema>

export const testRunComparisonSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    base: testRunSchema,
    candidate: testRunSchema,
    counts: z.object({
      regressed: z.number().int().nonnegative(),
      improved: z.number().int().nonnegative(),
      unchanged: z.number().int().nonnegative(),
      added: z.number().int().nonnegative(),
      removed: z.number().int().nonnegative(),
    }),
    /** Regressions first, then improvements, then the rest. */
    cases: z.array(comparedCaseSchema),
  }),
)
export type TestRunComparison = z.infer<typeof testRunComparisonSchema>

export const exportTestRunQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    format: z.enum(['csv', 'promptfoo']).default('csv'),
    /** Base URL of the deployed chat endpoint the promptfoo http provider calls (defaults to this origin). */
    endpoint: z.url().optional(),
  }),
)

export const testingMessages = {
  started: 'Testing started.',
  added: 'Testcase added.',
  updated: 'Testcase updated.',
  deleted: 'Testcase deleted.',
  thresholdsSaved: 'Pass thresholds saved.',
  noCases: 'This test set has no cases. Add test cases (or knowledge) before running it.',
  noModels: 'This version has no ready model to test. Train one first.',
} as const
