import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { listNestedUrlSearches } from '../../domains/sources/list-nested-url-searches.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.listNestedUrlSearches, ({ params }) => listNestedUrlSearches(params))
