import { routes } from '@platform/shared/routes'
import { getCosts } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getCosts, ({ params }) => getCosts(params))
