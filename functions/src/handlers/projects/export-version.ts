import { routes } from '@platform/shared/routes'
import { exportVersion } from '../../domains/projects/export-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { versionContent } from '../../wiring/version-content.ts'

export const handler = defineHandler(routes.exportVersion, ({ params }) => exportVersion(params, versionContent))
