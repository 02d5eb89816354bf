import { profileSchema } from '../contracts/users.ts'
import { route } from '../route-definition.ts'

export const userRoutes = {
  getCurrentUser: route({
    id: 'getCurrentUser',
    method: 'GET',
    path: '/users/me',
    handler: 'users/get-current-user',
    auth: 'session',
    rateLimit: 'standard',
    summary: "The signed-in user's profile.",
    response: profileSchema,
  }),
}
