import { routes } from '@platform/shared/routes'
import { listProjectUserDisplay } from '../../domains/projects/list-project-user-display.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listProjectUserDisplay, ({ params }) => listProjectUserDisplay(params))
