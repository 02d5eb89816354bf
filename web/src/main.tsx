import '@cloudscape-design/global-styles/index.css'
import './app/word-wrapping.css'
// The navy and orange theme, rendered at build time (web/build/console-theme-stylesheet.ts); after the global styles.
import 'virtual:console-theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks the #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
