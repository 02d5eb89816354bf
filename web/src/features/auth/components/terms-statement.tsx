import Box from '@cloudscape-design/components/box'
import Link from '@cloudscape-design/components/link'

/**
 * The terms a new account accepts, with links to read them (in a new tab, so a half-filled form is kept). The
 * account records the date it was created under this statement (`termsAcceptedAt`).
 */
export function TermsStatement({ action = 'creating an account' }: { action?: string }) {
  return (
    <Box color="text-body-secondary" fontSize="body-s" data-testid="terms-statement">
      By {action}, you agree to the{' '}
      <Link href="/legal/terms-and-conditions/" target="_blank" fontSize="body-s">
        Terms and conditions
      </Link>{' '}
      and the{' '}
      <Link href="/legal/privacy-policy/" target="_blank" fontSize="body-s">
        Privacy policy
      </Link>
      .
    </Box>
  )
}
