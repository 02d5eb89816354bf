import * as versionRoutes from '@platform/shared/routes/version-routes'
import { renameVersion } from '../../domains/projects/rename-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(versionRoutes.renameVersion, ({ params, body, session }) =>
  renameVersion(params, body.version, session.userId),
)
