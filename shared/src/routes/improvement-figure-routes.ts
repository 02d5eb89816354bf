import { improvementFiguresQuerySchema, improvementFiguresSchema } from '../contracts/improvement-figures.ts'
import { projectParamsSchema } from '../contracts/shared-schemas.ts'
import { route } from '../route-definition.ts'

export const getImprovementFigures = /* @__PURE__ */ route({
  id: 'getImprovementFigures',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/improvement-figures',
  handler: 'improvement/get-improvement-figures',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'The project dashboard’s figures over time: per day the share of answers given, declined and thumbed down and the answers added from the "Improve" inbox, with the top open groups of its versions.',
  access: { organization: 'viewer', project: 'read' },
  request: { params: projectParamsSchema, query: improvementFiguresQuerySchema },
  response: improvementFiguresSchema,
})

export const improvementFigureRoutes = { getImprovementFigures }
