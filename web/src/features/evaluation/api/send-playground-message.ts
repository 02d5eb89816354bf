import type { SendPlaygroundMessageRequest } from '@platform/shared/contracts/models'
import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

/** `POST .../models/message`: one playground turn; the model answers the whole conversation sent. */
export function sendPlaygroundMessage(version: VersionIdentifiers, body: SendPlaygroundMessageRequest) {
  return apiClient.callRoute(routes.sendPlaygroundMessage, { params: version, body })
}

/** Failures are toasted by the query client (spec section 8); the page only puts the message back to resend. */
export function useSendPlaygroundMessage(version: VersionIdentifiers) {
  return useMutation({
    mutationFn: async (body: SendPlaygroundMessageRequest) => requireAnswer(await sendPlaygroundMessage(version, body)),
  })
}
