import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { useEffect, useState } from 'react'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useGoogleSignInOptions } from '../api/get-google-sign-in-options.ts'
import { useSignInWithGoogle } from '../api/sign-in-with-google.ts'
import { loadGoogleIdentity, requestGoogleAccessToken, standInAccessToken } from '../google-identity.ts'
import { useFinishSignIn } from '../use-finish-sign-in.ts'
import { TermsStatement } from './terms-statement.tsx'

/**
 * "Sign in with Google" under an "or", shown only when the API offers Google sign-in: Google's popup with the
 * configured client id, or in local mode the stand-in. A button that cannot work is not shown at all. Signs up
 * a new person too, so the sign-up page uses it as well.
 */
export function GoogleSignInButton({
  text = 'Sign in with Google',
  statesTerms = false,
}: {
  text?: string
  /** On the login page: a first Google sign-in creates an account, so it states the terms too. */
  statesTerms?: boolean
}) {
  const options = useGoogleSignInOptions().data
  if (!options?.clientId && !options?.standIn) return null
  return (
    <SpaceBetween size="s">
      <Box textAlign="center" color="text-body-secondary" fontSize="body-s">
        or
      </Box>
      {options.clientId ? (
        <ConfiguredGoogleButton clientId={options.clientId} text={text} />
      ) : (
        <StandInGoogleButton text={text} />
      )}
      {statesTerms && <TermsStatement action="signing in with Google for the first time" />}
    </SpaceBetween>
  )
}

function useGoogleSignIn() {
  const signIn = useSignInWithGoogle()
  const finishSignIn = useFinishSignIn()
  return {
    pending: signIn.isPending,
    send: (accessToken: string) => signIn.mutate(accessToken, { onSuccess: finishSignIn }),
  }
}

function ConfiguredGoogleButton({ clientId, text }: { clientId: string; text: string }) {
  const [popupOpen, setPopupOpen] = useState(false)
  const signIn = useGoogleSignIn()

  useEffect(() => {
    // Loaded ahead of the click, so the popup opens within the click and is not blocked.
    loadGoogleIdentity().catch(() => undefined)
  }, [])

  async function start() {
    setPopupOpen(true)
    try {
      const google = await loadGoogleIdentity()
      signIn.send(await requestGoogleAccessToken(google, clientId))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Google sign-in was not completed.')
    } finally {
      setPopupOpen(false)
    }
  }

  return (
    <Button iconName="external" iconAlign="right" fullWidth loading={popupOpen || signIn.pending} onClick={start}>
      {text}
    </Button>
  )
}

/** Local mode: plays Google's account chooser, so the whole Google path (API, account linking) runs offline. */
function StandInGoogleButton({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const signIn = useGoogleSignIn()
  const emailProblem = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'Enter an email address.'

  return (
    <>
      <Button fullWidth loading={signIn.pending} onClick={() => setOpen(true)}>
        {text}
      </Button>
      <FormModal
        visible={open}
        header="Google sign-in (local stand-in)"
        formId="google-stand-in"
        submitLabel="Continue"
        submitDisabled={emailProblem !== null}
        loading={signIn.pending}
        onDismiss={() => setOpen(false)}
        onSubmit={(event) => {
          event?.preventDefault()
          if (emailProblem) return
          const trimmed = email.trim().toLowerCase()
          signIn.send(standInAccessToken({ email: trimmed, name: name.trim() || trimmed.split('@')[0] || trimmed }))
        }}
      >
        <SpaceBetween size="m">
          <Box variant="p">
            Local mode has no Google account to ask: choose the Google account to sign in as. Deployed, this button
            opens Google.
          </Box>
          <FormField label="Google account email">
            <Input type="email" name="google-email" value={email} onChange={({ detail }) => setEmail(detail.value)} />
          </FormField>
          <FormField label="Name on the Google account" constraintText="Optional">
            <Input name="google-name" value={name} onChange={({ detail }) => setName(detail.value)} />
          </FormField>
        </SpaceBetween>
      </FormModal>
    </>
  )
}
