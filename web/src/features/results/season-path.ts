/** A season-aware read's address: the current season's without `season`, a past one's with `?season=<id>`. */
export const seasonPath = (path: string, seasonId: string | null): string =>
  seasonId === null ? path : `${path}?${new URLSearchParams({ season: seasonId }).toString()}`
