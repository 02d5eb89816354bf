import type { FrameMessage, ProviderReplies, SendProgress } from '../protocol/messages.ts'

type ProviderRequest = Extract<FrameMessage, { requestId: string }>
type RequestBody<Type extends keyof ProviderReplies> = Omit<
  Extract<ProviderRequest, { type: Type }>,
  'type' | 'requestId'
>

interface Pending {
  resolve(data: unknown): void
  reject(error: Error): void
  onProgress?: (progress: SendProgress) => void
}

/**
 * The frame's side of the provider calls: each request gets an id, and the loader's `replies` with that id
 * settle it; `partial` replies before the last one stream the answer's progress.
 */
export function createFrameBridge(post: (message: FrameMessage) => void) {
  const pending = new Map<string, Pending>()
  let counter = 0

  return {
    request<Type extends keyof ProviderReplies>(
      type: Type,
      body: RequestBody<Type>,
      onProgress?: (progress: SendProgress) => void,
    ): Promise<ProviderReplies[Type]> {
      counter += 1
      const requestId = `request-${counter}`
      return new Promise((resolve, reject) => {
        pending.set(requestId, { resolve: resolve as (data: unknown) => void, reject, onProgress })
        post({ type, requestId, ...body } as ProviderRequest)
      })
    },

    /** Settles the request a `replies` message answers; replies to unknown requests are dropped. */
    receive(reply: { requestId: string; ok: boolean; data?: unknown; error?: string; partial?: boolean }) {
      const waiting = pending.get(reply.requestId)
      if (!waiting) return
      if (reply.ok && reply.partial) return waiting.onProgress?.(reply.data as SendProgress)
      pending.delete(reply.requestId)
      if (reply.ok) waiting.resolve(reply.data)
      else waiting.reject(new Error(reply.error))
    },
  }
}
