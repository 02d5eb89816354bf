import { routes } from '@platform/shared/routes'
import { setUrlResync } from '../../domains/sources/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setUrlResync, ({ params, body }) => setUrlResync(params, body.frequency))
