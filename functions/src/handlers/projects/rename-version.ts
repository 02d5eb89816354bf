import { routes } from '@platform/shared/routes'
import { renameVersion } from '../../domains/projects/rename-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.renameVersion, ({ params, body, session }) =>
  renameVersion(params, body.version, session.userId),
)
