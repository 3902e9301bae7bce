/**
 * The five pages of the top bar, in the page's team (the links add `params`). On its own, without imports, so the build's config can read it too (it writes
 * the shell into index.html, see shell-skeleton.ts): `label` is the English the static shell shows, `message` the key
 * of its words in shell.messages.ts, which the app shows in the person's language.
 */
export const mainLinks = [
  { to: '/t/$teamId/dashboard', label: 'Dashboard', message: 'dashboard' },
  { to: '/t/$teamId/players', label: 'Players', message: 'players' },
  { to: '/t/$teamId/chat', label: 'Chat', message: 'chat' },
  { to: '/t/$teamId/stats', label: 'Stats', message: 'stats' },
  { to: '/t/$teamId/calendar', label: 'Calendar', message: 'calendar' },
] as const
