import { versionParamsSchema, versionSummarySchema } from '../contracts/projects.ts'
import {
  appInfoSchema,
  createVersionRequestSchema,
  createVersionResponseSchema,
  importVersionRequestSchema,
  importVersionResponseSchema,
  renameVersionRequestSchema,
  timelinePageSchema,
  timelineQuerySchema,
  updateAppInfoRequestSchema,
  versionExportDocumentSchema,
} from '../contracts/versions.ts'
import { route } from '../route-definition.ts'

const params = versionParamsSchema

export const renameVersion = /* @__PURE__ */ route({
  id: 'renameVersion',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/name',
  handler: 'projects/rename-version',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Renames the version; names are unique in the project, whatever their case.',
  access: { project: 'write' },
  request: { params, body: renameVersionRequestSchema },
  response: versionSummarySchema,
})

export const createVersion = /* @__PURE__ */ route({
  id: 'createVersion',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/new',
  handler: 'projects/create-version',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Creates the next version with a copy of this version’s content (and its app info unless appInfo is false).',
  access: { project: 'write' },
  request: { params, body: createVersionRequestSchema },
  response: createVersionResponseSchema,
})

export const importVersion = /* @__PURE__ */ route({
  id: 'importVersion',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/import',
  handler: 'projects/import-version',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Merges content into this version from another version of the project or from an export document.',
  access: { project: 'write' },
  request: { params, body: importVersionRequestSchema },
  response: importVersionResponseSchema,
})

export const exportVersion = /* @__PURE__ */ route({
  id: 'exportVersion',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/export',
  handler: 'projects/export-version',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The version’s app info and content as one document that POST /import accepts.',
  access: { project: 'read' },
  request: { params },
  response: versionExportDocumentSchema,
})

export const unfreezeVersion = /* @__PURE__ */ route({
  id: 'unfreezeVersion',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/unfreeze',
  handler: 'projects/unfreeze-version',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Allows changes to a frozen version again; live API keys keep serving their model.',
  access: { project: 'write' },
  request: { params },
  response: versionSummarySchema,
})

export const freezeVersion = /* @__PURE__ */ route({
  id: 'freezeVersion',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/freeze',
  handler: 'projects/freeze-version',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Freezes a version by hand (creating an API key freezes it too): its content can no longer change.',
  access: { project: 'write' },
  request: { params },
  response: versionSummarySchema,
})

export const getAppInfo = /* @__PURE__ */ route({
  id: 'getAppInfo',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/appinfo',
  handler: 'projects/get-app-info',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The version’s app info; blank fields when none was saved.',
  access: { project: 'read' },
  request: { params },
  response: appInfoSchema,
})

export const updateAppInfoBasic = /* @__PURE__ */ route({
  id: 'updateAppInfoBasic',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/appinfo/basic',
  handler: 'projects/update-app-info-basic',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Saves the app info fields given; the others keep their value.',
  access: { project: 'write' },
  request: { params, body: updateAppInfoRequestSchema },
  response: appInfoSchema,
})

export const listTimeline = /* @__PURE__ */ route({
  id: 'listTimeline',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/timeline',
  handler: 'projects/list-timeline',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The version’s events, newest first, a page at a time.',
  access: { project: 'read' },
  request: { params, query: timelineQuerySchema },
  response: timelinePageSchema,
})

export const versionRoutes = {
  renameVersion,
  createVersion,
  importVersion,
  exportVersion,
  unfreezeVersion,
  freezeVersion,
  getAppInfo,
  updateAppInfoBasic,
  listTimeline,
}
