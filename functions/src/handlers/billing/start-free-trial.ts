import { routes } from '@platform/shared/routes'
import { startFreeTrial } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.startFreeTrial, ({ params }) => startFreeTrial(params))
