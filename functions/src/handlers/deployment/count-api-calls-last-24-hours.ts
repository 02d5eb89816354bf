import { routes } from '@platform/shared/routes'
import { countApiCallsLast24Hours } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.countApiCallsLast24Hours, ({ params, body }) =>
  countApiCallsLast24Hours(params, body.modelId),
)
