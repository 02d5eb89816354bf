import { AccountSettings } from './account-settings.tsx'

export function AccountSettingsPage() {
  return <AccountSettings />
}
