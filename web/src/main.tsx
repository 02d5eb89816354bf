import '@cloudscape-design/global-styles/index.css'
import './app/word-wrapping.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { applyConsoleTheme } from './app/theme.ts'

applyConsoleTheme()

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks the #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
