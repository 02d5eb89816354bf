import { routes } from '@platform/shared/routes'
import { checkHealth } from '../../domains/system/check-health.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getHealth, () => checkHealth())
