import { csvExports, INCLUDE_MEDICAL, type CsvExport } from '@teamspace/domain/exports/exports.constants'

/**
 * A file's download address. It names the team in its query, as a plain link cannot send the `X-Team` header;
 * the session cookie goes with it, and the server answers coaches only.
 */
export const exportHref = (
  teamId: string,
  what: CsvExport,
  { medical = false, season = null }: { medical?: boolean; season?: string | null } = {},
) => {
  const search = new URLSearchParams({ team: teamId })
  if (medical) search.set('include', INCLUDE_MEDICAL)
  // A seasonal file holds the current season unless a past one is named.
  if (season !== null && csvExports[what].seasonal) search.set('season', season)
  return `${csvExports[what].path}?${search.toString()}`
}
