import { routes } from '@platform/shared/routes'
import { defineHandler } from '../../platform/http-handler.ts'
import { answerPreflight } from './cross-origin.ts'

export const handler = defineHandler(routes.answerEmbedPreflight, ({ event, reply }) => answerPreflight(event, reply))
