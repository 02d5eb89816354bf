import { versionParamsSchema } from '../contracts/projects.ts'
import {
  cancelTrainingResponseSchema,
  ragSettingsSchema,
  setRagRequestSchema,
  setRagResponseSchema,
  startCustomTrainingRequestSchema,
  startTrainingRequestSchema,
  startTrainingResponseSchema,
  trainingCostsSchema,
  trainingLimitsAndEstimatesSchema,
  trainingListSchema,
  trainingParamsSchema,
  trainingSchema,
} from '../contracts/training.ts'
import { route } from '../route-definition.ts'

const params = versionParamsSchema
const read = { organization: 'viewer', project: 'read' } as const
const write = { organization: 'viewer', project: 'write' } as const

export const getTrainingCosts = /* @__PURE__ */ route({
  id: 'getTrainingCosts',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training/costs',
  handler: 'training/get-training-costs',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Tokens of a standard training of the version, its estimated price and the organization’s credits.',
  access: read,
  request: { params },
  response: trainingCostsSchema,
})

export const getTrainingLimitsAndEstimates = /* @__PURE__ */ route({
  id: 'getTrainingLimitsAndEstimates',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training/limits-and-estimates',
  handler: 'training/get-training-limits-and-estimates',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Item counts against the plan’s limits, the estimated training time and what would stop a training.',
  access: read,
  request: { params },
  response: trainingLimitsAndEstimatesSchema,
})

export const listTrainings = /* @__PURE__ */ route({
  id: 'listTrainings',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training',
  handler: 'training/list-trainings',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The version’s trainings, newest first, with status, progress and metrics.',
  access: read,
  request: { params },
  response: trainingListSchema,
})

export const startTraining = /* @__PURE__ */ route({
  id: 'startTraining',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training',
  handler: 'training/start-training',
  auth: 'session',
  rateLimit: 'heavy',
  summary:
    'Trains a model on the version’s knowledge, system prompt and agent functions with standard settings, as a background job.',
  access: write,
  request: { params, body: startTrainingRequestSchema },
  response: startTrainingResponseSchema,
})

export const startCustomTraining = /* @__PURE__ */ route({
  id: 'startCustomTraining',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training/custom',
  handler: 'training/start-custom-training',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Trains with chosen options: base model, epochs, validation split and model name suffix.',
  access: write,
  request: { params, body: startCustomTrainingRequestSchema },
  response: startTrainingResponseSchema,
})

export const cancelTraining = /* @__PURE__ */ route({
  id: 'cancelTraining',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training/{trainingId}/cancel',
  handler: 'training/cancel-training',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Cancels a queued or running training (and the provider’s job) and gives its credits back.',
  access: write,
  request: { params: trainingParamsSchema },
  response: cancelTrainingResponseSchema,
})

export const getRagSettings = /* @__PURE__ */ route({
  id: 'getRagSettings',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training/rag',
  handler: 'training/get-rag-settings',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Whether answers of this version use retrieval (RAG), and the latest retrieval index.',
  access: read,
  request: { params },
  response: ragSettingsSchema,
})

export const setRagSettings = /* @__PURE__ */ route({
  id: 'setRagSettings',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training/rag',
  handler: 'training/set-rag-settings',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Turns retrieval (RAG) on or off for the version.',
  access: write,
  request: { params, body: setRagRequestSchema },
  response: setRagResponseSchema,
})

// Last: the local gateway matches in table order, and `/training/costs` or `/training/rag` must not read as an id.
export const getTraining = /* @__PURE__ */ route({
  id: 'getTraining',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/training/{trainingId}',
  handler: 'training/get-training',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'One training with its progress, provider events and loss/accuracy curve.',
  access: read,
  request: { params: trainingParamsSchema },
  response: trainingSchema,
})

/** Training of a version (spec section 7 "training"; console `/projects/training/`). */
export const trainingRoutes = {
  getTrainingCosts,
  getTrainingLimitsAndEstimates,
  listTrainings,
  startTraining,
  startCustomTraining,
  cancelTraining,
  getRagSettings,
  setRagSettings,
  getTraining,
}
