// The lineups' public face: a game's page shows its lineup, the dashboard the next game's.
export { GameLineup } from './GameLineup'
export { NextGameLineup } from './NextGameLineup'
