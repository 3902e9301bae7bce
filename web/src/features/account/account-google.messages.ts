import { federatedMessages } from '@teamspace/domain/account/account.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words for a Google sign-in that did not work out (domain/account/account.constants.ts) in English. */
export const accountGoogleMessages = defineMessages('account-google', federatedMessages)
