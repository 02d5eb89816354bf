import { routes } from '@platform/shared/routes'
import { tailDeploymentLogs } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.tailDeploymentLogs, ({ params, body }) => tailDeploymentLogs(params, body))
