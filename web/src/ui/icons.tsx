import type { ReactNode } from 'react'

/**
 * Small line icons drawn in the text colour. Decorative only: the words beside them carry the meaning. SVG rather
 * than emoji, which not every phone or browser has a font for.
 */
function Icon({ size = 24, children }: { size?: number | undefined; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

interface IconProps {
  size?: number
}

export const BallIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8.2l3.4 2.5-1.3 4h-4.2l-1.3-4z" fill="currentColor" />
    <path d="M12 3v5.2M15.4 10.7l5-1.6M14.1 14.7l3.1 4.2M9.9 14.7l-3.1 4.2M8.6 10.7l-5-1.6" />
  </Icon>
)

export const PersonIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </Icon>
)

export const SearchIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
)

export const ChartIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20h16" />
    <path d="M7 16v-5M12 16V6M17 16v-8" strokeWidth="2.6" />
  </Icon>
)

export const ClipboardIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="5" y="4.5" width="14" height="16" rx="2" />
    <path d="M9 4.5V3.5h6v1M8.5 10h7M8.5 13.5h7M8.5 17h4" />
  </Icon>
)

/** A pass: the ball going from one player to another. */
export const PassIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="5.5" cy="17.5" r="2" />
    <circle cx="18.5" cy="6.5" r="2" />
    <path d="M7.5 15.5C9 10 12 7.5 16 6.8" strokeDasharray="2 2.2" />
    <path d="M13.8 5.2l2.4 1.6-1.6 2.3" />
  </Icon>
)

/** A keeper's glove. */
export const GloveIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M7 21v-4.5L4.6 12.8a1.6 1.6 0 012.6-1.8L9 13V5a1.5 1.5 0 013 0v5-6.5a1.5 1.5 0 013 0V10V5.5a1.5 1.5 0 013 0V15a6 6 0 01-3 5.2V21" />
  </Icon>
)

export const CalendarIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
    <path d="M7.5 14h2M11 14h2M14.5 14h2M7.5 17h2M11 17h2" />
  </Icon>
)

export const MegaphoneIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 10v4a1 1 0 001 1h2l8 4.5V4.5L7 9H5a1 1 0 00-1 1z" />
    <path d="M7 15l1.2 4.5h2.3L9.8 15.8M18.5 9.5a3.5 3.5 0 010 5" />
  </Icon>
)

export const CameraIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 8.5A1.5 1.5 0 015.5 7h2.2l1.5-2.2h5.6L16.3 7h2.2A1.5 1.5 0 0120 8.5v9a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5z" />
    <circle cx="12" cy="12.8" r="3.3" />
  </Icon>
)

export const TeamIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8" />
    <circle cx="16.5" cy="9.5" r="2.4" />
    <path d="M15.8 14.3c2.3.2 4 1.7 4.7 4.2" />
  </Icon>
)

/** A pitch seen from above: games played. */
export const PitchIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
    <path d="M12 5.5v13" />
    <circle cx="12" cy="12" r="2.4" />
    <path d="M3 9.5h2.5v5H3M21 9.5h-2.5v5H21" />
  </Icon>
)

/** A clock turning back: a view of a past day. */
export const PastIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3.5 4.5V9h4.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)

/** Three dots: more actions on an item. */
export const MoreIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="5.5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="18.5" cy="12" r="1.2" fill="currentColor" />
  </Icon>
)

/** A chevron pointing on: where a row leads. */
export const ChevronRightIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9.5 6l6 6-6 6" />
  </Icon>
)
