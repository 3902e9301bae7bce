// Game day's public face: the team settings' card, the game page's match panel and the dashboard's live score.
export { GameDaySettingCard } from './GameDaySettingCard'
export { LiveScoreCard } from './LiveScoreCard'
export { MatchPanel } from './MatchPanel'
