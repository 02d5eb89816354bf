import { routes } from '@platform/shared/routes'
import { deleteProject } from '../../domains/projects/delete-project.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.deleteProject, ({ params }) => deleteProject(params))
