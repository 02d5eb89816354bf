import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { checkFoundLinks } from '../../domains/sources/check-found-links.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.checkFoundLinks, ({ params, body }) => {
  const { nestedUrlJobId, ...key } = params
  return checkFoundLinks(key, nestedUrlJobId, body.urls)
})
