import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { listUrls } from '../../domains/sources/list-urls.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.listUrls, ({ params }) => listUrls(params))
