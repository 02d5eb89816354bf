import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import { useId, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { showsAssistantButton } from '../assistant-visibility.ts'
import './assistant-button.css'

/**
 * The floating assistant of the public pages. The site's own assistant is an embed of the chat widget, which
 * needs an embed id from a deployed project; until one is configured the panel says so rather than pretending.
 */
export function AssistantButton() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!showsAssistantButton(pathname)) return null

  return (
    <div className="assistant-button">
      {open && (
        <div className="assistant-button__panel" id={panelId}>
          <Container
            header={
              <Header
                variant="h3"
                actions={
                  <Button variant="icon" iconName="close" ariaLabel="Close assistant" onClick={() => setOpen(false)} />
                }
              >
                Assistant
              </Header>
            }
          >
            <Box variant="p">
              The assistant is not configured on this site yet. It answers once a deployed project's chat widget is
              connected here.
            </Box>
          </Container>
        </div>
      )}
      <button
        type="button"
        className="assistant-button__launcher"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close assistant' : 'Open assistant'}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21l4.2-2.1c1.2.4 2.5.6 3.8.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3z"
          />
        </svg>
      </button>
    </div>
  )
}
