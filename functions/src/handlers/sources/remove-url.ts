import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { knowledgeOfSources } from '../../domains/knowledge/index.ts'
import { removeUrl } from '../../domains/sources/remove-url.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.removeUrl, ({ params, body, session }) =>
  removeUrl(params, body.url, session.userId, knowledgeOfSources),
)
