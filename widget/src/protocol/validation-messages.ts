/**
 * Spec section 5, widget validation rules: the messages the loader throws, logs or shows, worded from the spec
 * and kept in one place so tests and documentation quote the same text.
 */
export const widgetValidationMessages = {
  injectionConfigRequired: 'The injection config is required.',
  colorScheme: 'Colour scheme must be light or dark.',
  toggleExpandFlag: 'A toggleExpand event must carry an expanded flag.',
  actionFailed: 'An error occurred while trying to run the action.',
  signaturePlacement: 'Signature placement must be query or header.',
  providerMissing: 'Please provide an embedId or proxy API config',
  proxyEndpoints: 'The proxy provider needs listSessions, listSessionMessages and sendMessage endpoints configured.',
  proxySessionId: 'The proxy provider needs sessionId for listing messages.',
} as const
