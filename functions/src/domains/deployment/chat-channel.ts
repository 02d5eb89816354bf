import { environment } from '../../platform/environment.ts'
import type { ApiKeyRecord } from './api-key-records.ts'

/**
 * The channel an embed chat's answer is recorded under for the "Improve" inbox (ADR 0032): the public site's guide
 * assistant is its key; every other key's chat is `embed`. The widget and a customer's own use of the embed chat
 * API send the same request (the widget's loader calls it from the host page, with the host's Origin), so they are
 * one channel.
 */
export function chatChannelOf(apiKey: Pick<ApiKeyRecord, 'embedId'>): 'embed' | 'siteGuide' {
  return apiKey.embedId === environment().SITE_GUIDE_EMBED_ID ? 'siteGuide' : 'embed'
}
