import Alert from '@cloudscape-design/components/alert'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Grid from '@cloudscape-design/components/grid'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { OrganizationRole } from '@platform/shared/contracts/access'
import { type FormEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { messageForUser } from '../../../lib/api-client.ts'
import { fieldErrorsFromApiError } from '../../../lib/forms/field-errors.ts'
import { useInviteOrganizationMembers } from '../api/invite-organization-members.ts'
import {
  type InviteRow,
  newInviteRow,
  type RowErrors,
  removeInviteRow,
  rowErrorsFrom,
  validateInviteRows,
} from '../invite-rows.ts'
import { roleOptions } from './role-labels.ts'

/** Email, role and remove side by side; on phones the email takes the whole width above the role. */
const rowLayout = [
  { colspan: { default: 12, xs: 6 } },
  { colspan: { default: 9, xs: 4 } },
  { colspan: { default: 3, xs: 2 } },
]

/**
 * Rows of email and role. People already in the organization get the new role; the others receive an
 * invitation email. The API's own sentences report both counts.
 */
export function InviteMembersForm({ organizationId }: { organizationId: string }) {
  const nextKey = useRef(1)
  const makeKey = () => `row-${nextKey.current++}`
  const [rows, setRows] = useState<InviteRow[]>(() => [newInviteRow('row-0')])
  const [rowErrors, setRowErrors] = useState<Record<string, RowErrors>>({})
  const [formError, setFormError] = useState<string | undefined>()
  const invite = useInviteOrganizationMembers(organizationId)
  const navigate = useNavigate()

  function update(key: string, change: Partial<InviteRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
    setRowErrors(({ [key]: _edited, ...rest }) => rest)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const validation = validateInviteRows(rows)
    if (!validation.success) {
      setRowErrors(validation.rowErrors)
      setFormError(validation.formError)
      return
    }
    setRowErrors({})
    setFormError(undefined)
    invite.mutate(validation.body, {
      onSuccess: (answer) => {
        toast.success(answer.message)
        if (answer.emailsSent > 0) toast.info(answer.emailMessage)
        void navigate(answer.emailsSent > 0 ? '/orgs/settings/users/pending-invitations/' : '/orgs/settings/users/')
      },
      onError: (error) => {
        const serverRowErrors = rowErrorsFrom(fieldErrorsFromApiError(error, ['users']), validation.sentKeys)
        if (Object.keys(serverRowErrors).length > 0) return setRowErrors(serverRowErrors)
        const message = messageForUser(error)
        if (message) toast.error(message)
      },
    })
  }

  return (
    <form onSubmit={submit} aria-label="Invite users" noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={() => void navigate('/orgs/settings/users/')}>
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={invite.isPending}>
              Send invitations
            </Button>
          </SpaceBetween>
        }
      >
        <Container
          header={
            <Header
              variant="h2"
              description="Invitations are valid for 7 days. Blank rows are skipped."
              counter={`(${rows.length})`}
            >
              People to invite
            </Header>
          }
        >
          <SpaceBetween size="m">
            {formError && <Alert type="error">{formError}</Alert>}
            {rows.map((row, index) => (
              <Grid key={row.key} gridDefinition={rowLayout}>
                <FormField label={index === 0 ? 'Email' : undefined} errorText={rowErrors[row.key]?.email}>
                  <Input
                    type="email"
                    inputMode="email"
                    name={`email-${index}`}
                    ariaLabel={`Email of person ${index + 1}`}
                    placeholder="name@example.com"
                    value={row.email}
                    onChange={({ detail }) => update(row.key, { email: detail.value })}
                  />
                </FormField>
                <FormField label={index === 0 ? 'Role' : undefined} errorText={rowErrors[row.key]?.role}>
                  <Select
                    ariaLabel={`Role of person ${index + 1}`}
                    selectedOption={roleOptions.find((option) => option.value === row.role) ?? null}
                    options={roleOptions}
                    onChange={({ detail }) =>
                      update(row.key, { role: detail.selectedOption.value as OrganizationRole })
                    }
                  />
                </FormField>
                <FormField label={index === 0 ? '\u00a0' : undefined}>
                  <Button
                    formAction="none"
                    iconName="remove"
                    ariaLabel={`Remove person ${index + 1}`}
                    disabled={rows.length === 1 && row.email === ''}
                    onClick={() => setRows((current) => removeInviteRow(current, row.key, makeKey()))}
                  />
                </FormField>
              </Grid>
            ))}
            <Button
              formAction="none"
              iconName="add-plus"
              onClick={() => setRows((current) => [...current, newInviteRow(makeKey())])}
            >
              Add another person
            </Button>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  )
}
