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

const version = '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}'
const params = versionParamsSchema
const read = { organization: 'viewer', project: 'read' } as const
const write = { organization: 'viewer', project: 'write' } as const

/** Knowledge of a version: prompt and completion pairs (spec section 7 "Versions"; console dp=knowledge). */
export const knowledgeRoutes = {
  listKnowledge: route({
    id: 'listKnowledge',
    method: 'GET',
    path: `${version}/knowledge`,
    handler: 'knowledge/list-knowledge',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'One page of the version’s knowledge, newest first, filtered by search words, source and source key.',
    access: read,
    request: { params, query: listKnowledgeQuerySchema },
    response: knowledgePageSchema,
  }),
  createKnowledge: route({
    id: 'createKnowledge',
    method: 'POST',
    path: `${version}/knowledge`,
    handler: 'knowledge/create-knowledge',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Adds a prompt and completion pair; a prompt the version already holds is refused.',
    access: write,
    request: { params, body: createKnowledgeRequestSchema },
    response: knowledgeChangeResponseSchema,
  }),
  updateKnowledge: route({
    id: 'updateKnowledge',
    method: 'PUT',
    path: `${version}/knowledge`,
    handler: 'knowledge/update-knowledge',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Edits a pair chosen by id, or by idx (its position in the whole list) with the prompt it had.',
    access: write,
    request: { params, body: updateKnowledgeRequestSchema },
    response: knowledgeChangeResponseSchema,
  }),
  deleteKnowledge: route({
    id: 'deleteKnowledge',
    method: 'PUT',
    path: `${version}/knowledge/delete`,
    handler: 'knowledge/delete-knowledge',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Deletes a pair by id.',
    access: write,
    request: { params, body: deleteKnowledgeRequestSchema },
    response: deleteKnowledgeResponseSchema,
  }),
  deleteKnowledgeItems: route({
    id: 'deleteKnowledgeItems',
    method: 'PUT',
    path: `${version}/knowledge/delete-many`,
    handler: 'knowledge/delete-knowledge-items',
    auth: 'session',
    rateLimit: 'standard',
    summary:
      'Deletes up to 100 pairs by id at once (rows chosen in the table); ids already gone are reported, not refused.',
    access: write,
    request: { params, body: deleteKnowledgeItemsRequestSchema },
    response: deleteKnowledgeItemsResponseSchema,
  }),
  importKnowledge: route({
    id: 'importKnowledge',
    method: 'POST',
    path: `${version}/knowledge/imports`,
    handler: 'knowledge/import-knowledge',
    auth: 'session',
    rateLimit: 'heavy',
    summary:
      'Queues an import of a CSV (multipart field `file`) with prompt and completion columns; bad rows are reported, good rows kept.',
    access: write,
    request: { params, multipart: true },
    response: startKnowledgeImportResponseSchema,
  }),
  listKnowledgeImports: route({
    id: 'listKnowledgeImports',
    method: 'GET',
    path: `${version}/knowledge/imports`,
    handler: 'knowledge/list-knowledge-imports',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Knowledge imports of the version, newest first, with their status and row report.',
    access: read,
    request: { params },
    response: z.array(knowledgeImportSchema),
  }),
  exportKnowledge: route({
    id: 'exportKnowledge',
    method: 'GET',
    path: `${version}/knowledge/export`,
    handler: 'knowledge/export-knowledge',
    auth: 'session',
    rateLimit: 'heavy',
    summary: 'The version’s knowledge as a CSV (prompt, completion, source, sourceKey) that imports back as it was.',
    access: read,
    request: { params },
    response: knowledgeExportSchema,
  }),
}
