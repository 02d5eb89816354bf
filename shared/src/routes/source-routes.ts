import * as z from 'zod'
import { versionParamsSchema } from '../contracts/projects.ts'
import {
  addMultipleUrlsRequestSchema,
  addUrlRequestSchema,
  addUrlsResponseSchema,
  deleteFileResponseSchema,
  deleteNestedUrlSearchResponseSchema,
  fileParamsSchema,
  fileSourceSchema,
  foundLinksRequestSchema,
  nestedUrlSearchParamsSchema,
  nestedUrlSearchSchema,
  removeUrlRequestSchema,
  removeUrlResponseSchema,
  setUrlResyncRequestSchema,
  startNestedUrlSearchRequestSchema,
  uploadFileResponseSchema,
  urlParamsSchema,
  urlSourceSchema,
} from '../contracts/sources.ts'
import { route } from '../route-definition.ts'

const params = versionParamsSchema
const read = { organization: 'viewer', project: 'read' } as const
const write = { organization: 'viewer', project: 'write' } as const

export const listUrls = /* @__PURE__ */ route({
  id: 'listUrls',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls',
  handler: 'sources/list-urls',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Links of the version with their fetch status (pending, ready, failed with the reason).',
  access: read,
  request: { params },
  response: /* @__PURE__ */ z.array(urlSourceSchema),
})

export const addUrl = /* @__PURE__ */ route({
  id: 'addUrl',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls',
  handler: 'sources/add-url',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Adds a link (normalized, deduplicated) and queues fetching it and generating knowledge from it.',
  access: write,
  request: { params, body: addUrlRequestSchema },
  response: addUrlsResponseSchema,
})

export const setUrlResync = /* @__PURE__ */ route({
  id: 'setUrlResync',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls/{urlId}/resync',
  handler: 'sources/set-url-resync',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Sets how often the scheduled re-sync fetches the link again (off, daily, weekly); only a changed page regenerates its knowledge.',
  access: write,
  request: { params: urlParamsSchema, body: setUrlResyncRequestSchema },
  response: urlSourceSchema,
})

export const removeUrl = /* @__PURE__ */ route({
  id: 'removeUrl',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls',
  handler: 'sources/remove-url',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Removes a link, its stored text and the knowledge generated from it.',
  access: write,
  request: { params, body: removeUrlRequestSchema },
  response: removeUrlResponseSchema,
})

export const addMultipleUrls = /* @__PURE__ */ route({
  id: 'addMultipleUrls',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls/multiple',
  handler: 'sources/add-multiple-urls',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Adds several links at once, e.g. chosen from a nested-URL search, and queues one job for them.',
  access: write,
  request: { params, body: addMultipleUrlsRequestSchema },
  response: addUrlsResponseSchema,
})

export const startNestedUrlSearch = /* @__PURE__ */ route({
  id: 'startNestedUrlSearch',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls/nested',
  handler: 'sources/start-nested-url-search',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Starts a job that crawls same-site links from a URL, respecting robots.txt and depth and page limits.',
  access: write,
  request: { params, body: startNestedUrlSearchRequestSchema },
  response: nestedUrlSearchSchema,
})

export const listNestedUrlSearches = /* @__PURE__ */ route({
  id: 'listNestedUrlSearches',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls/nested',
  handler: 'sources/list-nested-url-searches',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Nested-URL searches of the version, newest first, with their status, counts and found links.',
  access: read,
  request: { params },
  response: /* @__PURE__ */ z.array(nestedUrlSearchSchema),
})

export const deleteNestedUrlSearch = /* @__PURE__ */ route({
  id: 'deleteNestedUrlSearch',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls/nested/{nestedUrlJobId}',
  handler: 'sources/delete-nested-url-search',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes a nested-URL search; a running one stops at its next page.',
  access: write,
  request: { params: nestedUrlSearchParamsSchema },
  response: deleteNestedUrlSearchResponseSchema,
})

export const checkFoundLinks = /* @__PURE__ */ route({
  id: 'checkFoundLinks',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls/nested/{nestedUrlJobId}/check',
  handler: 'sources/check-found-links',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Checks found links of a finished search again (a few at a time) and records whether each answered.',
  access: write,
  request: { params: nestedUrlSearchParamsSchema, body: foundLinksRequestSchema },
  response: nestedUrlSearchSchema,
})

export const removeFoundLinks = /* @__PURE__ */ route({
  id: 'removeFoundLinks',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/urls/nested/{nestedUrlJobId}/links',
  handler: 'sources/remove-found-links',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Drops found links (e.g. the ones that failed) from a finished search, so they are no longer offered.',
  access: write,
  request: { params: nestedUrlSearchParamsSchema, body: foundLinksRequestSchema },
  response: nestedUrlSearchSchema,
})

export const listFiles = /* @__PURE__ */ route({
  id: 'listFiles',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/files',
  handler: 'sources/list-files',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Uploaded files of the version with their extraction status.',
  access: read,
  request: { params },
  response: /* @__PURE__ */ z.array(fileSourceSchema),
})

export const uploadFile = /* @__PURE__ */ route({
  id: 'uploadFile',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/files',
  handler: 'sources/upload-file',
  auth: 'session',
  rateLimit: 'heavy',
  summary:
    'Uploads a PDF, DOCX, TXT, Markdown, HTML or CSV file (multipart field `file`, at most 4 MB); its text is extracted and turned into knowledge by a job.',
  access: write,
  request: { params, multipart: true },
  response: uploadFileResponseSchema,
})

export const deleteFile = /* @__PURE__ */ route({
  id: 'deleteFile',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/files/{fileId}',
  handler: 'sources/delete-file',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes a file, its extracted text and the knowledge generated from it.',
  access: write,
  request: { params: fileParamsSchema },
  response: deleteFileResponseSchema,
})

/** Data sources of a version (spec section 7 "Versions": urls and files; console /projects/data-sources/). */
export const sourceRoutes = {
  listUrls,
  addUrl,
  setUrlResync,
  removeUrl,
  addMultipleUrls,
  startNestedUrlSearch,
  listNestedUrlSearches,
  deleteNestedUrlSearch,
  checkFoundLinks,
  removeFoundLinks,
  listFiles,
  uploadFile,
  deleteFile,
}
