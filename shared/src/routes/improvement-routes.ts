import {
  actOnImprovementGroupRequestSchema,
  actOnImprovementGroupResponseSchema,
  improvementGroupListSchema,
  improvementGroupParamsSchema,
  improvementTrainingStatusSchema,
  listImprovementGroupsQuerySchema,
} from '../contracts/improvement.ts'
import { versionParamsSchema } from '../contracts/shared-schemas.ts'
import { route } from '../route-definition.ts'

const read = { organization: 'viewer', project: 'read' } as const
const write = { organization: 'viewer', project: 'write' } as const

export const listImprovementGroups = /* @__PURE__ */ route({
  id: 'listImprovementGroups',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/improvement-groups',
  handler: 'improvement/list-improvement-groups',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'The version’s "Improve" inbox: questions its assistant declined or answered to a thumbs-down, grouped by meaning, the groups most end users asked first.',
  access: read,
  request: { params: versionParamsSchema, query: listImprovementGroupsQuerySchema },
  response: improvementGroupListSchema,
})

export const actOnImprovementGroup = /* @__PURE__ */ route({
  id: 'actOnImprovementGroup',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/improvement-groups/{groupId}/actions',
  handler: 'improvement/act-on-improvement-group',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Resolves an open group once: answer it (a Q&A pair, optionally a test case), mark it out of scope (a test case expecting a decline), link it to a page or action of the version, or dismiss it.',
  access: write,
  request: { params: improvementGroupParamsSchema, body: actOnImprovementGroupRequestSchema },
  response: actOnImprovementGroupResponseSchema,
})

export const getImprovementTrainingStatus = /* @__PURE__ */ route({
  id: 'getImprovementTrainingStatus',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/improvement-training',
  handler: 'improvement/get-improvement-training-status',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'How many answers were added from the inbox since the version’s latest successful training: the console’s "N new answers since the last training — train now".',
  access: read,
  request: { params: versionParamsSchema },
  response: improvementTrainingStatusSchema,
})

export const improvementRoutes = { listImprovementGroups, actOnImprovementGroup, getImprovementTrainingStatus }
