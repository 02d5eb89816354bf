/**
 * The error catalogue: every error the API can answer, once, with its HTTP status and user-facing message.
 * Codes and messages in the first block are the product spec's (section 8) verbatim; the second block holds
 * codes the spec needs but does not word, kept in the same voice.
 *
 * @example
 * throw new AppError('EMAIL_ALREADY_IN_USE') // server
 * errorCatalogue.EMAIL_ALREADY_IN_USE.message // browser
 */
export const errorCatalogue = {
  EMAIL_ALREADY_IN_USE: {
    status: 409,
    message: 'This email address is already in use. Please sign in to your account.',
  },
  UNEXPECTED_ERROR: {
    status: 500,
    message: 'An unexpected error occurred. Please refresh the browser and try again.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    message: 'Invalid email or password. Please check and try again.',
  },
  ORG_NAME_ALREADY_IN_USE: {
    status: 409,
    message: 'This organization name is already in use. Please choose a different name.',
  },
  LINK_EXPIRED: { status: 410, message: 'Link expired. Please try again.' },
  PROJECT_NAME_ALREADY_EXISTS: { status: 409, message: 'Project name already exists.' },
  DUPLICATE_NAME: { status: 409, message: 'Name already exists.' },
  TESTING_IN_PROGRESS: {
    status: 409,
    message: 'Testing on this test set in progress. Please try again once completed.',
  },
  INVALID_UNSUBSCRIBE_CODE: { status: 400, message: 'Unable to unsubscribe. Invalid code.' },
  SUSPICIOUS_ACTIVITY: { status: 403, message: 'Suspicious activity detected. Please try again.' },
  EMAIL_DOMAIN_BLOCKED: { status: 400, message: 'This email domain is blocked.' },
  INVALID_CSV_FILE_UPLOADED: { status: 400, message: 'Invalid CSV file uploaded.' },
  CREDITS_EXHAUSTED: {
    status: 402,
    message: 'Your organization has exhausted its credits. Please top up your credits to continue using the service.',
  },
  NOT_ENOUGH_PERMISSIONS: {
    status: 403,
    message: 'You do not have enough permissions to perform this action.',
  },
  SUBSCRIPTIONS_NOT_AVAILABLE: {
    status: 503,
    message: 'Subscriptions are not yet available. Please contact support for early access.',
  },
  // The three 401 states of spec section 4. The console reacts to the exact message, so these are contracts too.
  UNAUTHORIZED: { status: 401, message: 'Your session has expired. Please log in again.' },
  PASSWORD_NOT_SET: {
    status: 401,
    message: 'Your account has no password yet. Please set a password to continue.',
  },
  TWO_FA: {
    status: 401,
    message: 'Two-factor authentication is required. Please enter your one-time code to continue.',
  },

  // Codes the spec implies but does not word.
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid.' },
  INVALID_CODE: { status: 400, message: 'That code is not correct. Please check it and try again.' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Please verify your email address first. We have sent you a new verification code.',
  },
  VERSION_FROZEN: {
    status: 409,
    message:
      'This version is frozen: an API key serves a model trained on it, or someone froze it. Unfreeze it or create a new version to make changes.',
  },
  LAST_ADMIN: {
    status: 409,
    message: 'An organization needs at least one admin. Make someone else an admin first.',
  },
  NOT_FOUND: { status: 404, message: 'The requested item was not found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is no such API endpoint.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed on this endpoint.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please slow down and try again shortly.' },
  PLAN_LIMIT_REACHED: {
    status: 403,
    message: 'You have reached the limit for {item} in your current plan. Please upgrade your plan to add more {item}.',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: 'This request came from another website and was refused. Please use the platform directly.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON (content-type: application/json).' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request address or its headers are too long.' },
  INVALID_API_KEY: {
    status: 401,
    message: 'This API key is not valid or has been revoked. Check the embed id or secret in your integration.',
  },
  ORIGIN_NOT_ALLOWED: {
    status: 403,
    message: 'This website is not allowed to use this assistant. Add its domain to the API key’s allowed domains.',
  },
  IDENTITY_VERIFICATION_FAILED: {
    status: 401,
    message: 'The user could not be verified. Send userHash, the HMAC-SHA256 of the identifier under the key’s secret.',
  },
  API_KEY_HOURLY_LIMIT_REACHED: {
    status: 429,
    message:
      'This assistant has reached its limit of {limit} requests per hour in the current plan. Please try again after {resetAt}.',
  },
  PAYMENT_VERIFICATION_FAILED: {
    status: 400,
    message:
      'The payment could not be verified. Nothing was charged to your plan; please try again or contact support.',
  },
  FREE_TRIAL_ALREADY_USED: { status: 409, message: 'This organization has already used its free trial.' },
  NO_ACTIVE_SUBSCRIPTION: { status: 409, message: 'This organization has no paid subscription to cancel.' },
  DEPENDENCY_UNAVAILABLE: {
    status: 503,
    message: 'A service the platform depends on is unavailable. Please try again shortly.',
  },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalogue

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[]

/** Fills `{name}` placeholders of a catalogue message, e.g. the plan-limit message's `{item}`. */
export function formatErrorMessage(code: ErrorCode, values: Record<string, string> = {}): string {
  return errorCatalogue[code].message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Spec section 8: the message the console shows while it blocks requests after a session timeout. */
export function blockedRequestMessage(secondsLeft: number): string {
  return `Unauthorized request detected. Please wait for ${secondsLeft} seconds before retrying.`
}

/** Spec section 5: what a client shows when a failed response carries no usable error map. */
export const fallbackErrorMessage = 'An unexpected error occurred'

/**
 * Spec section 8 "SDK errors": what the chat widget shows when its chat provider fails, verbatim. The widget
 * imports this leaf module directly, so the messages reach the browser without the rest of the contracts.
 */
export const sdkErrorMessages = {
  listSessions: 'Failed to list sessions',
  listSessionMessages: 'Failed to list session messages',
  sendMessage: 'Failed to send message',
  createSession: 'Failed to create session',
  noResponse: 'No response received from the API.',
} as const
