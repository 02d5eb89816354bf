import { chatPageHeaders } from '@platform/shared/security-headers'
import { AppError } from '../../platform/app-error.ts'
import { findApiKey } from './api-key-records.ts'
import { withKeyAppearance } from './chat-page-appearance.ts'
import { readChatWindowPage } from './read-chat-window-page.ts'

/**
 * `GET /api/embed/v1/chat-page/{embedId}`: the chat window the widget frames for this key, with
 * `Content-Security-Policy: frame-ancestors` listing the key's allowed domains (spec section 7 "Chat embed
 * service"), so a site the key does not allow cannot frame it, and with the key's widget appearance, which the frame
 * applies over the embed code's (issue 43 item 6). The key is read consistently on every request: a change of
 * domains or appearance, or a revocation, applies to the next page load. An unknown or revoked key gets
 * INVALID_API_KEY.
 *
 * @example
 * const { html, headers } = await showEmbedChatPage('emb_123') // headers['content-security-policy']
 */
export async function showEmbedChatPage(embedId: string): Promise<{ html: string; headers: Record<string, string> }> {
  const apiKey = await findApiKey(embedId.trim())
  if (!apiKey) throw new AppError('INVALID_API_KEY')
  return {
    html: withKeyAppearance(await readChatWindowPage(), apiKey.appearance ?? {}),
    headers: chatPageHeaders(apiKey.allowedDomains ?? []),
  }
}
