import type { Role } from '@teamspace/domain/shared/roles'
import { useT } from '../../i18n/use-t'
import { rolesMessages } from './roles.messages'

/** How a role is named in the person's language. */
export function useRoleLabel(): (role: Role) => string {
  const t = useT()
  return (role) => t(rolesMessages[role])
}
