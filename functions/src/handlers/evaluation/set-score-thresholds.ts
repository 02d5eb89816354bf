import { routes } from '@platform/shared/routes'
import { setScoreThresholds } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setScoreThresholds, ({ params, body }) => setScoreThresholds(params, body))
