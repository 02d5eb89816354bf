import Input from '@cloudscape-design/components/input'

/**
 * A 6-digit code field: numeric keyboard on phones, the browser's one-time-code autofill, and anything but digits
 * dropped as typed or pasted (codes are often pasted with spaces).
 */
export function OneTimeCodeInput({
  value,
  onChange,
  name = 'code',
}: {
  value: string
  onChange: (value: string) => void
  name?: string
}) {
  return (
    <Input
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      value={value}
      onChange={({ detail }) => onChange(detail.value.replace(/\D/g, '').slice(0, 6))}
    />
  )
}
