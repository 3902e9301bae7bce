/**
 * Each team page's heading and the line under it, by its address in a team (`/chat` of `/t/<team>/chat`): its route
 * shows them in the page header (`staticData.page`), and the build writes them into the page's HTML, so the server's
 * answer paints the page's frame and heading before any script has run (see shell-skeleton.ts and web/vite.config.ts).
 * On its own, without imports, so the build's config can read it too. A subtitle that depends on who is looking is
 * the route's own.
 */
export const pageTitles = {
  '/activity': { title: 'Team Activity', subtitle: 'Who did what and when, newest first.' },
  '/attendance': { title: 'Attendance', subtitle: 'Who was at each practice and game.' },
  '/calendar': { title: 'Team Calendar', subtitle: 'Practices, games and team events.' },
  '/chat': { title: 'Team Chat', subtitle: 'Conversations between coaches and families.' },
  '/dashboard': { title: 'Dashboard' },
  '/directory': { title: 'Team Directory', subtitle: 'How to reach the team’s coaches and families.' },
  '/exports': { title: 'Exports', subtitle: 'Files for the club: roster, stats, attendance and volunteers.' },
  '/gallery': { title: 'Team Gallery', subtitle: 'Photos from games and practices, for the team only.' },
  '/help': { title: 'Help & Support', subtitle: 'How the team space works, for coaches and for families.' },
  '/news': { title: 'Team News', subtitle: 'Announcements and match reports from the coaches.' },
  '/player-of-match': { title: 'Player of the Match', subtitle: 'Vote for the standout player of each game.' },
  '/players': { title: 'Team Players' },
  '/print-roster': { title: 'Roster Sheet', subtitle: 'The roster and contact sheet, ready to print.' },
  '/print-schedule': { title: 'Schedule Sheet', subtitle: 'The upcoming schedule, ready to print.' },
  '/profile': { title: 'Profile Settings', subtitle: 'Your contact details and what the team can see.' },
  '/stats': { title: 'Team Statistics', subtitle: 'Goals, assists, saves and minutes, season and game by game.' },
  '/team-settings': { title: 'Team Settings', subtitle: 'Your team’s details, invite links and members.' },
  '/volunteers': { title: 'Volunteers', subtitle: 'Snacks, setup, cleanup and rides: who is helping when.' },
} as const satisfies Record<string, { title: string; subtitle?: string }>

export type TitledPage = keyof typeof pageTitles

/** The titled page an address names: `/t/<team>/chat` and the older `/chat` are the chat's; other addresses none. */
export const titledPageOf = (pathname: string) => {
  const page = /^\/(?:t\/[^/]+\/)?([\w-]+)\/?$/.exec(pathname)?.[1]
  return page && Object.hasOwn(pageTitles, `/${page}`) ? pageTitles[`/${page}` as TitledPage] : undefined
}
