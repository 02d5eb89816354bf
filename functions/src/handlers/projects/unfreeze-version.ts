import * as versionRoutes from '@platform/shared/routes/version-routes'
import { unfreezeVersion } from '../../domains/projects/unfreeze-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(versionRoutes.unfreezeVersion, ({ params, session }) =>
  unfreezeVersion(params, session.userId),
)
