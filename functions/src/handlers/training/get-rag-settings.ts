import { routes } from '@platform/shared/routes'
import { getRagSettings } from '../../domains/training/get-rag-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getRagSettings, ({ params }) => getRagSettings(params))
