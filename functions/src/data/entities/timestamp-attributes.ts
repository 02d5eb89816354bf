const now = () => new Date().toISOString()

/** ISO time the item was created; written once. */
export const createdAtAttribute = { type: 'string', required: true, readOnly: true, default: now } as const

/** ISO time of the latest write: `watch: '*'` makes electrodb refresh it whenever any attribute changes. */
export const updatedAtAttribute = { type: 'string', required: true, watch: '*', set: now, default: now } as const
