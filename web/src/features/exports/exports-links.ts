import { csvExports, INCLUDE_MEDICAL, type CsvExport } from '@teamspace/domain/exports/exports.constants'

/**
 * A file's download address. It names the team in its query, as a plain link cannot send the `X-Team` header;
 * the session cookie goes with it, and the server answers coaches only.
 */
export const exportHref = (teamId: string, what: CsvExport, medical = false) => {
  const search = new URLSearchParams({ team: teamId })
  if (medical) search.set('include', INCLUDE_MEDICAL)
  return `${csvExports[what].path}?${search.toString()}`
}
