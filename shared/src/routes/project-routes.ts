import * as z from 'zod'
import { organizationParamsSchema } from '../contracts/organizations.ts'
import {
  createProjectRequestSchema,
  deleteProjectResponseSchema,
  myProjectRoleSchema,
  projectMemberSchema,
  projectParamsSchema,
  projectSchema,
  projectUserDisplaySchema,
  setProjectAccessRequestSchema,
} from '../contracts/projects.ts'
import { route } from '../route-definition.ts'

const params = projectParamsSchema

export const createProject = /* @__PURE__ */ route({
  id: 'createProject',
  method: 'POST',
  path: '/organizations/{organizationId}/projects',
  handler: 'projects/create-project',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Creates a project with its first version, v1; the name is unique in the organization, whatever its case.',
  access: { organization: 'editor' },
  request: { params: organizationParamsSchema, body: createProjectRequestSchema },
  response: projectSchema,
})

export const listProjects = /* @__PURE__ */ route({
  id: 'listProjects',
  method: 'GET',
  path: '/organizations/{organizationId}/projects',
  handler: 'projects/list-projects',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The projects the caller can see, each with its versions, latest first.',
  access: { organization: 'viewer' },
  request: { params: organizationParamsSchema },
  response: /* @__PURE__ */ z.array(projectSchema),
})

export const getProject = /* @__PURE__ */ route({
  id: 'getProject',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}',
  handler: 'projects/get-project',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'One project with its versions, latest first, and the latest version id.',
  access: { project: 'read' },
  request: { params },
  response: projectSchema,
})

export const deleteProject = /* @__PURE__ */ route({
  id: 'deleteProject',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}',
  handler: 'projects/delete-project',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Hides the project at once and queues a job that removes every item and file it holds.',
  access: { project: 'manage' },
  request: { params },
  response: deleteProjectResponseSchema,
})

export const listProjectUsers = /* @__PURE__ */ route({
  id: 'listProjectUsers',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/users',
  handler: 'projects/list-project-users',
  auth: 'session',
  rateLimit: 'standard',
  summary: "The organization's members with their effective access to this project.",
  access: { project: 'manage' },
  request: { params },
  response: /* @__PURE__ */ z.array(projectMemberSchema),
})

export const setProjectUserAccess = /* @__PURE__ */ route({
  id: 'setProjectUserAccess',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/users',
  handler: 'projects/set-project-user-access',
  auth: 'session',
  rateLimit: 'standard',
  summary: "Sets a member's access to this project; admins always manage every project.",
  access: { project: 'manage' },
  request: { params, body: setProjectAccessRequestSchema },
  response: projectMemberSchema,
})

export const listProjectUserDisplay = /* @__PURE__ */ route({
  id: 'listProjectUserDisplay',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/users/display',
  handler: 'projects/list-project-user-display',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Names and emails of the members who can see the project, for showing authors.',
  access: { project: 'read' },
  request: { params },
  response: /* @__PURE__ */ z.array(projectUserDisplaySchema),
})

export const getMyProjectRole = /* @__PURE__ */ route({
  id: 'getMyProjectRole',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/my-role',
  handler: 'projects/get-my-project-role',
  auth: 'session',
  rateLimit: 'standard',
  summary: "The caller's organization role and effective access to the project.",
  access: { project: 'read' },
  request: { params },
  response: myProjectRoleSchema,
})

export const projectRoutes = {
  createProject,
  listProjects,
  getProject,
  deleteProject,
  listProjectUsers,
  setProjectUserAccess,
  listProjectUserDisplay,
  getMyProjectRole,
}
