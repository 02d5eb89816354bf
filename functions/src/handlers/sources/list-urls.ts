import { routes } from '@platform/shared/routes'
import { listUrls } from '../../domains/sources/list-urls.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listUrls, ({ params }) => listUrls(params))
