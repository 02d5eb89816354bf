import * as versionRoutes from '@platform/shared/routes/version-routes'
import { exportVersion } from '../../domains/projects/export-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { versionContent } from '../../wiring/version-content.ts'

export const handler = defineHandler(versionRoutes.exportVersion, ({ params }) => exportVersion(params, versionContent))
