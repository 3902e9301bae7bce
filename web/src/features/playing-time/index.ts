// Playing time's public face: the minutes under a game's live match, and the stat sheet the stats page opens with.
export { MinutesPlayed } from './MinutesPlayed'
export { statSheetQuery } from './playing-time.queries'
export { playingTimeWords } from './playing-time.messages'
export { FairPlayCard } from './FairPlayCard'
export { LeastPlayedHint } from './LeastPlayedHint'
