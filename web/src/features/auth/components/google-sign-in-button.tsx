import Button from '@cloudscape-design/components/button'
import { useEffect, useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSignInWithGoogle } from '../api/sign-in-with-google.ts'
import { googleClientId, loadGoogleIdentity, requestGoogleAccessToken } from '../google-identity.ts'
import { useFinishSignIn } from '../use-finish-sign-in.ts'

/**
 * "Sign in with Google", rendered only when a Google client id is configured: a button that cannot work is
 * not shown at all. Signs up a new person too, so the sign-up page uses it as well.
 */
export function GoogleSignInButton({ text = 'Sign in with Google' }: { text?: string }) {
  if (!googleClientId) return null
  return <ConfiguredGoogleButton clientId={googleClientId} text={text} />
}

function ConfiguredGoogleButton({ clientId, text }: { clientId: string; text: string }) {
  const [popupOpen, setPopupOpen] = useState(false)
  const signIn = useSignInWithGoogle()
  const finishSignIn = useFinishSignIn()

  useEffect(() => {
    // Loaded ahead of the click, so the popup opens within the click and is not blocked.
    loadGoogleIdentity().catch(() => undefined)
  }, [])

  async function start() {
    setPopupOpen(true)
    try {
      const google = await loadGoogleIdentity()
      const accessToken = await requestGoogleAccessToken(google, clientId)
      signIn.mutate(accessToken, { onSuccess: finishSignIn })
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Google sign-in was not completed.')
    } finally {
      setPopupOpen(false)
    }
  }

  return (
    <Button iconName="external" iconAlign="right" fullWidth loading={popupOpen || signIn.isPending} onClick={start}>
      {text}
    </Button>
  )
}
