import * as projectRoutes from '@platform/shared/routes/project-routes'
import { listProjectUsers } from '../../domains/projects/list-project-users.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(projectRoutes.listProjectUsers, ({ params }) => listProjectUsers(params))
