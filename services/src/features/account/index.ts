import { defineFeature } from '../../platform/feature'
import { accountRoutes } from './account.routes'
import { googleRoutes } from './federated'
import { passwordRoutes } from './password.routes'

/**
 * Accounts and sessions: sign-up (joining or founding a team), sign-in by password or Google, password
 * changes and resets. Its writes to the log are the team's (joining, founding), so it appends no events of its
 * own.
 */
export const accountFeature = defineFeature({
  name: 'account',
  routes: async (app) => {
    const { secureCookies, authRateLimit, google } = app.settings
    await app.register(accountRoutes, { secureCookies, rateLimit: authRateLimit })
    await app.register(passwordRoutes, { secureCookies, rateLimit: authRateLimit })
    await app.register(googleRoutes, { google, secureCookies })
  },
  liveTopics: {},
})
