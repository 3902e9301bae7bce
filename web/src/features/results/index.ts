// The results' public face: the calendar shows a game's result, the dashboard and stats pages the season record.
export { GameResult } from './GameResult'
export { SeasonRecord } from './SeasonRecord'
export { SeasonPicker } from './SeasonPicker'
export { seasonPath } from './season-path'
