import { routes } from '@platform/shared/routes'
import { listProjectUsers } from '../../domains/projects/list-project-users.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listProjectUsers, ({ params }) => listProjectUsers(params))
