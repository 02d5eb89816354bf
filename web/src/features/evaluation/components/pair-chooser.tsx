import FormField from '@cloudscape-design/components/form-field'
import Select, { type SelectProps } from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'

interface Choice {
  label: string
  value: string
  onChange(value: string): void
}

/** The two choosers of a comparison (two runs, two versions), side by side, from the same options. */
export function PairChooser({
  options,
  first,
  second,
}: {
  options: SelectProps.Option[]
  first: Choice
  second: Choice
}) {
  return (
    <SpaceBetween direction="horizontal" size="m">
      {[first, second].map((choice) => (
        <FormField key={choice.label} label={choice.label}>
          <Select
            ariaLabel={choice.label}
            selectedOption={options.find((option) => option.value === choice.value) ?? null}
            options={options}
            onChange={({ detail }) => choice.onChange(detail.selectedOption.value ?? '')}
          />
        </FormField>
      ))}
    </SpaceBetween>
  )
}
