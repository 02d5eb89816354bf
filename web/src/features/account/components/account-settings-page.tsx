import { AccountSettings } from '../../features/account/components/account-settings.tsx'

export function AccountSettingsPage() {
  return <AccountSettings />
}
