import { routes } from '@platform/shared/routes'
import { removeFoundLinks } from '../../domains/sources/remove-found-links.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.removeFoundLinks, ({ params, body }) => {
  const { nestedUrlJobId, ...key } = params
  return removeFoundLinks(key, nestedUrlJobId, body.urls)
})
