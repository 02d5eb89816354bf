import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { Outlet } from 'react-router-dom'
import { RouterLink } from '../../components/router-link.tsx'
import { AssistantButton } from '../../features/assistant/components/assistant-button.tsx'
import { TopBar } from './top-bar.tsx'
import './public-layout.css'

const footerLinks = [
  ['/legal/terms-and-conditions/', 'Terms and conditions'],
  ['/legal/privacy-policy/', 'Privacy policy'],
  ['/legal/cancellation-and-refund-policy/', 'Cancellation and refund policy'],
  ['/legal/cookie-policy/', 'Cookie policy'],
  ['/support/', 'Support'],
  ['/contact-us/', 'Contact us'],
] as const

export function PublicLayout() {
  return (
    <div className="public-layout">
      <TopBar area="public" />
      <main className="public-layout__main">
        <Outlet />
      </main>
      <footer className="public-layout__footer">
        <SpaceBetween direction="horizontal" size="l">
          {footerLinks.map(([to, label]) => (
            <RouterLink key={to} to={to} color="inverted" fontSize="body-s">
              {label}
            </RouterLink>
          ))}
        </SpaceBetween>
        <Box color="inherit" fontSize="body-s" margin={{ top: 's' }}>
          Assistant Platform
        </Box>
      </footer>
      <AssistantButton />
    </div>
  )
}
