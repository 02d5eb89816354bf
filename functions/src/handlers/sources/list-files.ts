import { routes } from '@platform/shared/routes'
import { listFiles } from '../../domains/sources/list-files.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listFiles, ({ params }) => listFiles(params))
