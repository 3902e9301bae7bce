/**
 * The five pages of the top bar. On its own, without imports, so the build's config can read it too (it writes
 * the shell into index.html, see shell-skeleton.ts).
 */
export const mainLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/players', label: 'Players' },
  { to: '/chat', label: 'Chat' },
  { to: '/stats', label: 'Stats' },
  { to: '/calendar', label: 'Calendar' },
] as const
