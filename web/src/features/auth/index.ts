/** The auth feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { OneTimeCodeInput } from './components/one-time-code-input.tsx'
export { SetPasswordForm } from './components/set-password-form.tsx'
export { passwordRuleText } from './password-rule.ts'
