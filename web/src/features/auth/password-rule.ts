/**
 * The shared password rule (`passwordSchema` in the shared auth contract) in words, shown under every new
 * password field so people learn the rule before the form rejects their choice. Keep in step with the schema.
 */
export const passwordRuleText = 'At least 8 characters, with at least one letter and one number.'
