import { routes } from '@platform/shared/routes'
import { getScoreThresholds } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getScoreThresholds, ({ params }) => getScoreThresholds(params))
