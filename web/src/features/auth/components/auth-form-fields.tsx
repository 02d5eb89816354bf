import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import { passwordRuleText } from '../password-rule.ts'

interface TextFieldProps {
  value: string
  onChange(value: string): void
  errorText?: string
}

/**
 * The email field of the sign-in, sign-up and recovery forms. `username` on the login form, so password managers
 * pair it with the password; `email` elsewhere.
 */
export function EmailField({
  value,
  onChange,
  errorText,
  autoComplete = 'email',
}: TextFieldProps & { autoComplete?: 'email' | 'username' }) {
  return (
    <FormField label="Email" errorText={errorText}>
      <Input
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        name="email"
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  )
}

/** A password field: the current one at login, or a new one with the platform's password rule under it. */
export function PasswordField({
  value,
  onChange,
  errorText,
  purpose,
  label = 'Password',
}: TextFieldProps & { purpose: 'current' | 'new'; label?: string }) {
  return (
    <FormField label={label} constraintText={purpose === 'new' ? passwordRuleText : undefined} errorText={errorText}>
      <Input
        type="password"
        autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
        name="password"
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  )
}
