import { routes } from '@platform/shared/routes'
import { listNestedUrlSearches } from '../../domains/sources/list-nested-url-searches.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listNestedUrlSearches, ({ params }) => listNestedUrlSearches(params))
