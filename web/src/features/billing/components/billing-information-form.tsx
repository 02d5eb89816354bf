import Button from '@cloudscape-design/components/button'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import { type BillingInformation, billingInformationSchema } from '@platform/shared/contracts/billing'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useUpdateBillingInformation } from '../api/update-billing-information.ts'

const fields = [
  ['name', 'Company or individual name', ''],
  ['taxId', 'Tax ID', 'optional'],
  ['companyId', 'Company ID', 'optional'],
  ['line1', 'Address line 1', ''],
  ['line2', 'Address line 2', 'optional'],
  ['city', 'City', ''],
  ['state', 'State', ''],
  ['country', 'Country', ''],
  ['pin', 'PIN', ''],
  ['fullName', 'Full name', ''],
  ['email', 'Email', ''],
  ['phone', 'Phone', ''],
  ['position', 'Position', 'optional'],
] as const
type FieldName = (typeof fields)[number][0]
type Values = Record<FieldName, string>
const addressFields = new Set<FieldName>(['line1', 'line2', 'city', 'state', 'country', 'pin'])

function toValues(information: BillingInformation | null): Values {
  const { address, ...rest } = information ?? { address: {} }
  return Object.fromEntries(
    fields.map(([name]) => [
      name,
      String(
        (addressFields.has(name)
          ? (address as Record<string, string>)[name]
          : (rest as Record<string, string>)[name]) ?? '',
      ),
    ]),
  ) as Values
}

function toRequest(values: Values) {
  const { line1, line2, city, state, country, pin, ...rest } = values
  return { ...rest, address: { line1, line2, city, state, country, pin } }
}

/** Spec section 3 "Billing information", validated by the same schema the API uses; printed on receipts. */
export function BillingInformationForm({
  organizationId,
  information,
}: {
  organizationId: string
  information: BillingInformation | null
}) {
  const form = useSchemaForm(billingInformationSchema, toValues(information), toRequest)
  const update = useUpdateBillingInformation(organizationId)
  const errorOf = (name: FieldName) => form.errorOf(addressFields.has(name) ? `address.${name}` : name)

  return (
    <form
      onSubmit={form.submit((body) =>
        update.mutate(body, {
          onSuccess: () => toast.success('Billing info updated.'),
          onError: (error) => form.reportError(error),
        }),
      )}
    >
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={update.isPending}>
            Save billing information
          </Button>
        }
      >
        <Container header={<Header variant="h2">Billing information</Header>}>
          <ColumnLayout columns={2}>
            {fields.map(([name, label, constraint]) => (
              <FormField key={name} label={label} constraintText={constraint || undefined} errorText={errorOf(name)}>
                <Input
                  value={form.values[name]}
                  onChange={({ detail }) => form.setValue(name, detail.value)}
                  type={name === 'email' ? 'email' : 'text'}
                />
              </FormField>
            ))}
          </ColumnLayout>
        </Container>
      </Form>
    </form>
  )
}
