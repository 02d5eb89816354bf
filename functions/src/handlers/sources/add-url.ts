import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { addUrls } from '../../domains/sources/add-urls.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.addUrl, ({ params, body, session }) =>
  addUrls(params, [body.url], { actorId: session.userId }),
)
