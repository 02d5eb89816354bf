import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { deleteNestedUrlSearch } from '../../domains/sources/delete-nested-url-search.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.deleteNestedUrlSearch, ({ params }) => {
  const { nestedUrlJobId, ...key } = params
  return deleteNestedUrlSearch(key, nestedUrlJobId)
})
