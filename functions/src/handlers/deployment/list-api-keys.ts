import { routes } from '@platform/shared/routes'
import { listApiKeys } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listApiKeys, ({ params }) => listApiKeys(params))
