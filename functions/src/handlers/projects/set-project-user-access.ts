import { routes } from '@platform/shared/routes'
import { setProjectUserAccess } from '../../domains/projects/set-project-user-access.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setProjectUserAccess, ({ params, body }) =>
  setProjectUserAccess(params, body),
)
