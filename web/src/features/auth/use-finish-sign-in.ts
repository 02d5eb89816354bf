import type { TwoFactorMethod } from '@platform/shared/contracts/users'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../lib/console-context/use-console-context.ts'
import { currentUserQueryKey, destinationAfterLogin } from '../session/index.ts'
import type { LoginAnswer } from './api/login.ts'

/** Passed to the two-factor page in the history entry, so it can say where the code comes from. */
export interface TwoFactorPageState {
  twoFactorMethod: TwoFactorMethod | null
}

/**
 * After a password or Google login: either on to the two-factor page (keeping the redirect) or signed in,
 * with the profile cached and the navigation rules choosing the page.
 */
export function useFinishSignIn() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()

  return (answer: LoginAnswer) => {
    const { twoFactorRequired } = answer
    consoleContextStore.setTwoFaPage(twoFactorRequired)
    if (answer.profile) queryClient.setQueryData(currentUserQueryKey, answer.profile)
    // The password was right either way: the login screen's earlier "Invalid email or password" is no longer true.
    if (twoFactorRequired) toast.settled()
    else toast.success('Logged in.')
    const { orgId } = consoleContextStore.getSnapshot()
    const state: TwoFactorPageState | undefined = twoFactorRequired
      ? { twoFactorMethod: answer.twoFactorMethod }
      : undefined
    void navigate(destinationAfterLogin(searchParams.get('redirect'), orgId, { twoFactorRequired }), {
      replace: true,
      state,
    })
  }
}
