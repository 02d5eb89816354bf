import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { addUrls } from '../../domains/sources/add-urls.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.addMultipleUrls, ({ params, body, session }) =>
  addUrls(params, body.urls, {
    actorId: session.userId,
    ...(body.nestedUrlJobId ? { nestedUrlJobId: body.nestedUrlJobId } : {}),
  }),
)
