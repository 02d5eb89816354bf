import type { Theme } from '@cloudscape-design/components/theming'

/**
 * Spec section 2: dark navy brand colour, orange secondary colour. The build renders `consoleTheme` into a stylesheet
 * (`web/build/console-theme-stylesheet.ts`); nothing applies it in the browser.
 */
export const brandColours = {
  navy: '#0f1b3d',
  navyHover: '#1b2b5a',
  navyActive: '#08112a',
  orange: '#f28c28',
  orangeHover: '#e07b16',
  teal: '#0b7d74',
} as const

const { navy, navyHover, navyActive, orange, orangeHover, teal } = brandColours

export const consoleTheme: Theme = {
  tokens: {
    // Primary actions in navy; in dark mode navy would vanish into the background, so orange takes over.
    colorBackgroundButtonPrimaryDefault: { light: navy, dark: orange },
    colorBackgroundButtonPrimaryHover: { light: navyHover, dark: orangeHover },
    colorBackgroundButtonPrimaryActive: { light: navyActive, dark: orangeHover },
    colorTextButtonPrimaryDefault: { light: '#ffffff', dark: navy },
    colorTextButtonPrimaryHover: { light: '#ffffff', dark: navy },
    colorTextButtonPrimaryActive: { light: '#ffffff', dark: navy },
    colorBorderButtonNormalDefault: { light: navy, dark: orange },
    colorBorderButtonNormalHover: { light: navyHover, dark: orangeHover },
    colorTextButtonNormalDefault: { light: navy, dark: orange },
    colorTextButtonNormalHover: { light: navyHover, dark: orangeHover },
    colorBackgroundControlChecked: { light: navy, dark: orange },
    colorBorderItemFocused: { light: orange, dark: orange },
    // The secondary colour marks what is selected: active tab, current page in the side navigation. Dark enough for
    // 4.5:1 on white (4.9:1); the brand orange itself is 2.5:1.
    colorTextAccent: { light: '#b3570a', dark: orange },
    colorTextLinkDefault: { light: '#1d3d8f', dark: '#9db7ff' },
    colorTextLinkHover: { light: navy, dark: '#c4d4ff' },
    // Spec section 8: success toasts are teal.
    colorBackgroundNotificationGreen: teal,
  },
  contexts: {
    'top-navigation': {
      tokens: {
        colorBackgroundContainerContent: navy,
        colorBackgroundButtonPrimaryDefault: orange,
        colorBackgroundButtonPrimaryHover: orangeHover,
        colorBackgroundButtonPrimaryActive: orangeHover,
        colorTextButtonPrimaryDefault: navy,
        colorTextButtonPrimaryHover: navy,
        colorTextButtonPrimaryActive: navy,
        colorTextAccent: orange,
      },
    },
  },
}
