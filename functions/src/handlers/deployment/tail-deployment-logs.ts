import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { tailDeploymentLogs } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.tailDeploymentLogs, ({ params, body }) =>
  tailDeploymentLogs(params, body),
)
