// sample: typechecked against the widget module (widget/src/loader/index.ts)

import { destroy, init } from '@platform/widget'
import { useEffect } from 'react'

export function HelpWidget({ userId, userHash }: { userId: string; userHash: string }) {
  useEffect(() => {
    init({
      baseUrl: 'https://console.example.com/widget/',
      chatProvider: { embedId: 'emb_0123456789abcdefghij', userId, userHash },
      chatWindow: { title: 'Help', colorScheme: 'dark' },
      actionsMap: { 'Open billing': () => window.location.assign('/settings/billing') },
    })
    return () => destroy()
  }, [userId, userHash])
  return null
}
