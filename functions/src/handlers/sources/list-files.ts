import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { listFiles } from '../../domains/sources/list-files.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.listFiles, ({ params }) => listFiles(params))
