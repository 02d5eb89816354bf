import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { startNestedUrlSearch } from '../../domains/sources/start-nested-url-search.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.startNestedUrlSearch, ({ params, body, session }) =>
  startNestedUrlSearch(params, body.url, session.userId),
)
