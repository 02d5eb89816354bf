import type { RouteDefinition } from './route-definition.ts'
import { authRoutes } from './routes/auth-routes.ts'
import { billingRoutes } from './routes/billing-routes.ts'
import { contentRoutes } from './routes/content-routes.ts'
import { apiKeyRoutes, deploymentInsightRoutes, embedRoutes } from './routes/deployment-routes.ts'
import { evaluationRoutes } from './routes/evaluation-routes.ts'
import { improvementFigureRoutes } from './routes/improvement-figure-routes.ts'
import { improvementRoutes } from './routes/improvement-routes.ts'
import { knowledgeRoutes } from './routes/knowledge-routes.ts'
import { modelRoutes } from './routes/model-routes.ts'
import { organizationRoutes } from './routes/organization-routes.ts'
import { projectRoutes } from './routes/project-routes.ts'
import { siteRoutes } from './routes/site-routes.ts'
import { sourceRoutes } from './routes/source-routes.ts'
import { systemRoutes } from './routes/system-routes.ts'
import { trainingRoutes } from './routes/training-routes.ts'
import { userRoutes } from './routes/user-routes.ts'
import { versionRoutes } from './routes/version-routes.ts'

export * from './route-definition.ts'

/**
 * The route table: one entry per endpoint, grouped by domain in `routes/`. CDK builds API Gateway routes and
 * one Lambda per entry from it, the local gateway serves it, the console's client is typed by it and the
 * OpenAPI document is generated from it. Routes join the table when their handler lands; the spec
 * (section 7) lists the whole product.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...userRoutes,
  ...organizationRoutes,
  ...projectRoutes,
  ...versionRoutes,
  ...contentRoutes,
  ...sourceRoutes,
  ...knowledgeRoutes,
  ...trainingRoutes,
  ...modelRoutes,
  ...evaluationRoutes,
  ...apiKeyRoutes,
  ...deploymentInsightRoutes,
  ...improvementRoutes,
  ...improvementFigureRoutes,
  ...embedRoutes,
  ...siteRoutes,
  ...billingRoutes,
} as const satisfies Record<string, RouteDefinition>

export type RouteId = keyof typeof routes
export const routeList: RouteDefinition[] = Object.values(routes)
