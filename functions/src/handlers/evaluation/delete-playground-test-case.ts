import { routes } from '@platform/shared/routes'
import { deletePlaygroundTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.deletePlaygroundTestCase, ({ params, body }) =>
  deletePlaygroundTestCase(params, body),
)
