import { createChat } from './chat-runtime.ts'
import { createWidgetApi } from './widget-api.ts'

export type { ColorScheme, HomeCard, WelcomeAction } from '../protocol/messages.ts'
export type {
  ActionHandler,
  ChatProviderConfig,
  ChatWindowConfig,
  FunctionHandler,
  HomeScreenConfig,
  ProxyApiConfig,
  ProxyEndpoint,
  SharedSecretSettings,
  WidgetButtonConfig,
  WidgetInjectionConfig,
} from './injection-config.ts'
export type { WidgetApi } from './widget-api.ts'

/**
 * The widget as an ES module, for sites that install it with npm. The chat runtime is bundled in; `baseUrl`
 * in the config names where the platform serves `frame.html`, e.g. `https://console.example.com/widget/`.
 *
 * @example
 * import { init } from '@platform/widget'
 * init({ baseUrl: 'https://console.example.com/widget/', embedId: 'emb_123' })
 */
export const { init, open, close, toggle, toggleColorScheme, destroy } = createWidgetApi(async () => createChat, null)
