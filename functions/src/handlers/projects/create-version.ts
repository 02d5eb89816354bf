import * as versionRoutes from '@platform/shared/routes/version-routes'
import { createVersion } from '../../domains/projects/create-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { versionContent } from '../../wiring/version-content.ts'

export const handler = defineHandler(versionRoutes.createVersion, ({ params, body, session }) =>
  createVersion(params, body, session.userId, versionContent),
)
