// The roster's public face: what other features may use of it (the stats show the same players).
export { asOfPlayersQuery, playersQuery } from './roster.queries'
export { rosterMessages } from './roster.messages'
