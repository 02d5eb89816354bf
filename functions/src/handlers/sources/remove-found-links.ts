import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { removeFoundLinks } from '../../domains/sources/remove-found-links.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.removeFoundLinks, ({ params, body }) => {
  const { nestedUrlJobId, ...key } = params
  return removeFoundLinks(key, nestedUrlJobId, body.urls)
})
