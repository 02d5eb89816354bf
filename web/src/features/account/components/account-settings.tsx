import Container from '@cloudscape-design/components/container'
import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { PageLoading } from '../../../components/page-loading.tsx'
import { SetPasswordForm } from '../../auth/index.ts'
import { useCurrentUser } from '../../session/index.ts'
import { ChangePasswordForm } from './change-password-form.tsx'
import { ProfileForm } from './profile-form.tsx'
import { TwoFactorSettings } from './two-factor-settings.tsx'

/**
 * The signed-in user's own settings. Accounts that sign in with Google may have no password; they can add one
 * here instead of changing one.
 */
export function AccountSettings() {
  const { data: profile } = useCurrentUser()
  if (!profile) return <PageLoading />

  return (
    <ContentLayout
      header={
        <Header variant="h1" description="Your profile, password and two-factor authentication.">
          Account settings
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ProfileForm profile={profile} />
        {profile.passwordSet ? (
          <ChangePasswordForm />
        ) : (
          <Container
            header={
              <Header variant="h2" description="You sign in with Google. Add a password to log in with email too.">
                Password
              </Header>
            }
          >
            <SetPasswordForm />
          </Container>
        )}
        <TwoFactorSettings profile={profile} />
      </SpaceBetween>
    </ContentLayout>
  )
}
