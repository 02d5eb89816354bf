/** Cache keys of the organization calls, nested so that invalidating one organization refreshes all its lists. */
export const organizationQueryKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationQueryKeys.all, 'list'] as const,
  one: (organizationId: string) => [...organizationQueryKeys.all, organizationId] as const,
  detail: (organizationId: string) => [...organizationQueryKeys.one(organizationId), 'detail'] as const,
  myRole: (organizationId: string) => [...organizationQueryKeys.one(organizationId), 'my-role'] as const,
  members: (organizationId: string) => [...organizationQueryKeys.one(organizationId), 'members'] as const,
  pendingInvitations: (organizationId: string) =>
    [...organizationQueryKeys.one(organizationId), 'pending-invitations'] as const,
}
