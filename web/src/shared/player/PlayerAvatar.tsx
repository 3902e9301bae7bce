import type { Player } from '@teamspace/domain/roster/roster.schemas'
import { useT } from '../../i18n/use-t'
import { cx } from '../../ui/cx'
import { PersonIcon } from '../../ui/icons'
import { initials } from '../../app/shell/initials'
import { playerIdentityMessages as m } from './player-identity.messages'
import './player-identity.css'

interface PlayerAvatarProps {
  player: Pick<Player, 'name' | 'photoUrl'>
  size?: 'medium' | 'large'
  /** A photo chosen in the form but not saved yet. */
  previewUrl?: string | null
}

/** The player's photo, or their initials. Decorative: the name is always written beside it. */
export function PlayerAvatar({ player, size = 'medium', previewUrl }: PlayerAvatarProps) {
  const src = previewUrl ?? player.photoUrl
  return (
    <span className={cx('player-avatar', size === 'large' && 'player-avatar--large')} aria-hidden="true">
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" />
      ) : player.name.trim() ? (
        initials(player.name)
      ) : (
        <PersonIcon />
      )}
    </span>
  )
}

/** The big number in the corner; read out as words, since '#7' alone is read as 'number sign 7'. */
export function JerseyNumber({ number }: { number: number | null }) {
  const t = useT()
  if (number === null) {
    return <span className="visually-hidden">{t(m.noJerseyNumber)}</span>
  }
  return (
    <span className="jersey-number">
      <span className="visually-hidden">{t(m.jerseyNumber)}</span>
      <span aria-hidden="true">#</span>
      {number}
    </span>
  )
}
