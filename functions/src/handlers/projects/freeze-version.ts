import * as versionRoutes from '@platform/shared/routes/version-routes'
import { freezeVersionOnRequest } from '../../domains/projects/freeze-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(versionRoutes.freezeVersion, ({ params, session }) =>
  freezeVersionOnRequest(params, session.userId),
)
