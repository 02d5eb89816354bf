import { routes } from '@platform/shared/routes'
import { checkFoundLinks } from '../../domains/sources/check-found-links.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.checkFoundLinks, ({ params, body }) => {
  const { nestedUrlJobId, ...key } = params
  return checkFoundLinks(key, nestedUrlJobId, body.urls)
})
