import { routes } from '@platform/shared/routes'
import { startNestedUrlSearch } from '../../domains/sources/start-nested-url-search.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.startNestedUrlSearch, ({ params, body, session }) =>
  startNestedUrlSearch(params, body.url, session.userId),
)
