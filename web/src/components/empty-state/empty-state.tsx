import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { ReactNode } from 'react'

/** What a table or page shows when it has nothing yet: what is missing and what to do next. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 's' }}>
      <SpaceBetween size="xs">
        <Box variant="strong" color="inherit">
          {title}
        </Box>
        {children && (
          <Box variant="p" color="inherit">
            {children}
          </Box>
        )}
        {action}
      </SpaceBetween>
    </Box>
  )
}
