import type { SiteSettings } from '@platform/shared/contracts/site'
import { environment } from '../../platform/environment.ts'

/** The public site's run-time settings, read from the environment (CDK context in the cloud, local mode here). */
export function getSiteSettings(): SiteSettings {
  const settings = environment()
  return {
    guideEmbedId: settings.SITE_GUIDE_EMBED_ID ?? null,
    recaptchaSiteKey: settings.RECAPTCHA_SECRET ? (settings.RECAPTCHA_SITE_KEY ?? null) : null,
  }
}
