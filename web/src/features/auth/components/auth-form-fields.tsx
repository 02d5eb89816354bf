import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { FormEvent, ReactNode } from 'react'
import { passwordRuleText } from '../password-rule.ts'
import { OneTimeCodeInput } from './one-time-code-input.tsx'

/** The part of a `useSchemaForm` form a field needs: its text, how to change it and its error. */
interface TextForm<Name extends string> {
  values: { [Key in Name]: string }
  setValue(name: Name, value: string): void
  errorOf(name: string): string | undefined
}

/**
 * The frame of every sign-in, sign-up and recovery form: a real `<form>` (Enter submits), the primary button and
 * an optional secondary action beside it, fields stacked.
 *
 * @example
 * <AuthForm label="Log in" submitLabel="Log in" loading={login.isPending} onSubmit={submit}>
 *   <EmailField form={form} autoComplete="username" />
 * </AuthForm>
 */
export function AuthForm({
  label,
  submitLabel,
  loading,
  onSubmit,
  secondaryAction,
  children,
}: {
  label: string
  submitLabel: string
  loading: boolean
  onSubmit: (event?: FormEvent) => void
  secondaryAction?: ReactNode
  children: ReactNode
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {secondaryAction}
            <Button variant="primary" formAction="submit" loading={loading}>
              {submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">{children}</SpaceBetween>
      </Form>
    </form>
  )
}

/** The person's name, as sign-up and accepting an invitation ask it. */
export function NameField({ form }: { form: TextForm<'name'> }) {
  return (
    <FormField label="Name" errorText={form.errorOf('name')}>
      <Input
        autoComplete="name"
        name="name"
        value={form.values.name}
        onChange={({ detail }) => form.setValue('name', detail.value)}
      />
    </FormField>
  )
}

/**
 * The email field of the sign-in, sign-up and recovery forms. `username` on the login form, so password managers
 * pair it with the password; `email` elsewhere.
 */
export function EmailField({
  form,
  autoComplete = 'email',
}: {
  form: TextForm<'email'>
  autoComplete?: 'email' | 'username'
}) {
  return (
    <FormField label="Email" errorText={form.errorOf('email')}>
      <Input
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        name="email"
        value={form.values.email}
        onChange={({ detail }) => form.setValue('email', detail.value)}
      />
    </FormField>
  )
}

/** A password field: the current one at login, or a new one with the platform's password rule under it. */
export function PasswordField({
  form,
  purpose,
  label = 'Password',
}: {
  form: TextForm<'password'>
  purpose: 'current' | 'new'
  label?: string
}) {
  return (
    <FormField
      label={label}
      constraintText={purpose === 'new' ? passwordRuleText : undefined}
      errorText={form.errorOf('password')}
    >
      <Input
        type="password"
        autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
        name="password"
        value={form.values.password}
        onChange={({ detail }) => form.setValue('password', detail.value)}
      />
    </FormField>
  )
}

/** The 6-digit code an email brought (verification, password reset). */
export function EmailCodeField({
  form,
  label,
  description,
}: {
  form: TextForm<'code'>
  label: string
  description: string
}) {
  return (
    <FormField label={label} description={description} errorText={form.errorOf('code')}>
      <OneTimeCodeInput value={form.values.code} onChange={(code) => form.setValue('code', code)} />
    </FormField>
  )
}
