import { defineFeature } from '../../platform/feature'
import { accountDeletionRoutes, accountErasure } from './account-deletion.routes'
import { accountRoutes } from './account.routes'
import { googleRoutes } from './federated'
import { passwordResetMails } from './password-reset.mails'
import { passwordRoutes } from './password.routes'

/**
 * Accounts and sessions: sign-up (joining or founding a team), sign-in by password or Google, password
 * changes and resets, and deleting one's own account. Its writes to the log are the team's (joining, founding,
 * leaving) and the profile's (an account without a team deleted), so it appends no events of its own.
 */
export const accountFeature = defineFeature<never>({
  name: 'account',
  routes: async (app) => {
    const { secureCookies, authRateLimit, google } = app.settings
    await app.register(accountRoutes, { secureCookies, rateLimit: authRateLimit })
    await app.register(passwordRoutes, { secureCookies, rateLimit: authRateLimit })
    await app.register(googleRoutes, { google, secureCookies })
    await app.register(accountDeletionRoutes, { secureCookies })
  },
  erasure: accountErasure,
  // Reset links are queued by the route and mailed after it answered.
  deliveries: [passwordResetMails],
  // A reset mail's row goes as soon as it is handled (it names an address), so nothing finished is kept.
  mailOutboxes: [{ table: 'password_reset_outbox', keepDays: 0 }],
  liveTopics: {},
})
