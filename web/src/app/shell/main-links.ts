/**
 * The five pages of the top bar, in the page's team (the links add `params`). On its own, without imports, so the build's config can read it too (it writes
 * the shell into index.html, see shell-skeleton.ts).
 */
export const mainLinks = [
  { to: '/t/$teamId/dashboard', label: 'Dashboard' },
  { to: '/t/$teamId/players', label: 'Players' },
  { to: '/t/$teamId/chat', label: 'Chat' },
  { to: '/t/$teamId/stats', label: 'Stats' },
  { to: '/t/$teamId/calendar', label: 'Calendar' },
] as const
