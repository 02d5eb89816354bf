import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import type { ReactNode } from 'react'
import './form-card.css'

/**
 * The narrow centred card of the sign-in screens (login, sign-up, codes, passwords, invitations): one task per
 * screen, so the form is all the page shows.
 */
export function FormCard({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="form-card">
      <Container
        header={
          <Header variant="h1" description={description}>
            {title}
          </Header>
        }
      >
        {children}
      </Container>
    </div>
  )
}
