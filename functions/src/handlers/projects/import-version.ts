import * as versionRoutes from '@platform/shared/routes/version-routes'
import { importIntoVersion } from '../../domains/projects/import-into-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { versionContent } from '../../wiring/version-content.ts'

export const handler = defineHandler(versionRoutes.importVersion, ({ params, body, session }) =>
  importIntoVersion(params, body, session.userId, versionContent),
)
