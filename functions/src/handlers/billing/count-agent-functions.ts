import { routes } from '@platform/shared/routes'
import { countItems } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.countAgentFunctions, ({ params }) => countItems(params, 'functions'))
