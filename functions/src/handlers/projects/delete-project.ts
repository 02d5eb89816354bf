import * as projectRoutes from '@platform/shared/routes/project-routes'
import { deleteProject } from '../../domains/projects/delete-project.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(projectRoutes.deleteProject, ({ params }) => deleteProject(params))
