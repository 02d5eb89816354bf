import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { setUrlResync } from '../../domains/sources/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.setUrlResync, ({ params, body }) =>
  setUrlResync(params, body.frequency),
)
