import { routes } from '@platform/shared/routes'
import { unfreezeVersion } from '../../domains/projects/unfreeze-version.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.unfreezeVersion, ({ params, session }) =>
  unfreezeVersion(params, session.userId),
)
