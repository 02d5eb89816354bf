import { routes } from '@platform/shared/routes'
import { countItems } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.countActions, ({ params }) => countItems(params, 'actions'))
