import { describeFailure, errorEnvelopeSchema } from '@platform/shared/envelope'

/**
 * What an upload's answer means, read the way the API client reads every other answer: the envelope's data,
 * a failure with the spec's `KEY: message` text, or a server error (500 and above, unreadable body) that the
 * client only logs (spec section 8).
 */
export type UploadAnswer =
  | { kind: 'data'; data: unknown }
  | { kind: 'failure'; status: number; errors: Record<string, string>; message: string }
  | { kind: 'server-error'; status: number }

export function readUploadAnswer(status: number, text: string): UploadAnswer {
  if (status === 0 || status >= 500) return { kind: 'server-error', status }
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true) {
    return { kind: 'data', data: (body as { data?: unknown }).data ?? null }
  }
  const parsed = errorEnvelopeSchema.safeParse(body)
  return {
    kind: 'failure',
    status,
    errors: parsed.success ? parsed.data.errors : {},
    message: describeFailure(body),
  }
}

/** Upload progress as a whole percentage; 0 until the browser knows the size. */
export function uploadPercent(loaded: number, total: number, lengthComputable: boolean): number {
  if (!lengthComputable || total <= 0) return 0
  return Math.min(100, Math.round((loaded / total) * 100))
}
