import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { consoleThemeStylesheet } from './build/console-theme-stylesheet.ts'
import { openSansAsFiles } from './build/open-sans-as-files.ts'

/**
 * The console is a single-page app served at `/`; the API lives under `/api` on the same origin, so in
 * development the dev server forwards `/api` to the local gateway and cookies stay first-party.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), openSansAsFiles(), consoleThemeStylesheet()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Cloudscape's shared internals make the entry chunk large however it is cut; the warning would only
    // repeat that. The groups below change rarely, so browsers keep them cached across deploys of our code.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
})
