import { authMessages } from '@teamspace/domain/account/account.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The spec's words for each sign-in outcome (section 8, domain/account/account.constants.ts) in English. */
export const accountErrorsMessages = defineMessages('account-errors', authMessages)
