import * as z from 'zod'
import {
  createKnowledgeRequestSchema,
  deleteKnowledgeItemsRequestSchema,
  deleteKnowledgeItemsResponseSchema,
  deleteKnowledgeRequestSchema,
  deleteKnowledgeResponseSchema,
  knowledgeChangeResponseSchema,
  knowledgeExportSchema,
  knowledgeImportSchema,
  knowledgePageSchema,
  listKnowledgeQuerySchema,
  startKnowledgeImportResponseSchema,
  updateKnowledgeRequestSchema,
} from '../contracts/knowledge.ts'
import { versionParamsSchema } from '../contracts/projects.ts'
import { route } from '../route-definition.ts'

const params = versionParamsSchema
const read = { organization: 'viewer', project: 'read' } as const
const write = { organization: 'viewer', project: 'write' } as const

export const listKnowledge = /* @__PURE__ */ route({
  id: 'listKnowledge',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge',
  handler: 'knowledge/list-knowledge',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'One page of the version’s knowledge, newest first, filtered by search words, source and source key.',
  access: read,
  request: { params, query: listKnowledgeQuerySchema },
  response: knowledgePageSchema,
})

export const createKnowledge = /* @__PURE__ */ route({
  id: 'createKnowledge',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge',
  handler: 'knowledge/create-knowledge',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Adds a prompt and completion pair; a prompt the version already holds is refused.',
  access: write,
  request: { params, body: createKnowledgeRequestSchema },
  response: knowledgeChangeResponseSchema,
})

export const updateKnowledge = /* @__PURE__ */ route({
  id: 'updateKnowledge',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge',
  handler: 'knowledge/update-knowledge',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Edits a pair chosen by id, or by idx (its position in the whole list) with the prompt it had.',
  access: write,
  request: { params, body: updateKnowledgeRequestSchema },
  response: knowledgeChangeResponseSchema,
})

export const deleteKnowledge = /* @__PURE__ */ route({
  id: 'deleteKnowledge',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge/delete',
  handler: 'knowledge/delete-knowledge',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes a pair by id.',
  access: write,
  request: { params, body: deleteKnowledgeRequestSchema },
  response: deleteKnowledgeResponseSchema,
})

export const deleteKnowledgeItems = /* @__PURE__ */ route({
  id: 'deleteKnowledgeItems',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge/delete-many',
  handler: 'knowledge/delete-knowledge-items',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Deletes up to 100 pairs by id at once (rows chosen in the table); ids already gone are reported, not refused.',
  access: write,
  request: { params, body: deleteKnowledgeItemsRequestSchema },
  response: deleteKnowledgeItemsResponseSchema,
})

export const importKnowledge = /* @__PURE__ */ route({
  id: 'importKnowledge',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge/imports',
  handler: 'knowledge/import-knowledge',
  auth: 'session',
  rateLimit: 'heavy',
  summary:
    'Queues an import of a CSV (multipart field `file`) with prompt and completion columns; bad rows are reported, good rows kept.',
  access: write,
  request: { params, multipart: true },
  response: startKnowledgeImportResponseSchema,
})

export const listKnowledgeImports = /* @__PURE__ */ route({
  id: 'listKnowledgeImports',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge/imports',
  handler: 'knowledge/list-knowledge-imports',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Knowledge imports of the version, newest first, with their status and row report.',
  access: read,
  request: { params },
  response: /* @__PURE__ */ z.array(knowledgeImportSchema),
})

export const exportKnowledge = /* @__PURE__ */ route({
  id: 'exportKnowledge',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/knowledge/export',
  handler: 'knowledge/export-knowledge',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'The version’s knowledge as a CSV (prompt, completion, source, sourceKey) that imports back as it was.',
  access: read,
  request: { params },
  response: knowledgeExportSchema,
})

/** Knowledge of a version: prompt and completion pairs (spec section 7 "Versions"; console dp=knowledge). */
export const knowledgeRoutes = {
  listKnowledge,
  createKnowledge,
  updateKnowledge,
  deleteKnowledge,
  deleteKnowledgeItems,
  importKnowledge,
  listKnowledgeImports,
  exportKnowledge,
}
