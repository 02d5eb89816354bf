import { z } from 'zod'

/** Spec section 3 "Profile": what the console needs to route a signed-in user. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  passwordSet: z.boolean(),
  oauthEnabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
})

export type Profile = z.infer<typeof profileSchema>
