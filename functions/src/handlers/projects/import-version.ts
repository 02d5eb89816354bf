import { routes } from '@platform/shared/routes'
import { importIntoVersion } from '../../domains/projects/import-into-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { versionContent } from '../../wiring/version-content.ts'

export const handler = defineHandler(routes.importVersion, ({ params, body, session }) =>
  importIntoVersion(params, body, session.userId, versionContent),
)
