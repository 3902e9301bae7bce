import { defineMessages } from '@teamspace/domain/i18n/messages'
import { roleLabels } from '@teamspace/domain/shared/roles'

/** How each role is named on screen: the spec's words (domain/shared/roles.ts) in English. */
export const rolesMessages = defineMessages('roles', roleLabels)
