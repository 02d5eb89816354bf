import { routes } from '@platform/shared/routes'
import { deleteNestedUrlSearch } from '../../domains/sources/delete-nested-url-search.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.deleteNestedUrlSearch, ({ params }) => {
  const { nestedUrlJobId, ...key } = params
  return deleteNestedUrlSearch(key, nestedUrlJobId)
})
