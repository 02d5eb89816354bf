import { getImprovementFigures as figuresRoute } from '@platform/shared/routes/improvement-figure-routes'
import { getImprovementFigures } from '../../domains/improvement/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(figuresRoute, ({ params, query }) => getImprovementFigures(params, query))
