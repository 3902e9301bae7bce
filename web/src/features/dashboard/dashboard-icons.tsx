import type { ReactNode } from 'react'

/**
 * Line icons the dashboard needs beyond those in ui/icons, drawn the same way (24px grid, 1.8 stroke, the text
 * colour) so the two sets sit together. Decorative: the words beside them carry the meaning.
 */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={24}
      height={24}
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

export const CalendarIcon = () => (
  <LineIcon>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
    <path d="M7.5 14h2M11 14h2M14.5 14h2M7.5 17h2M11 17h2" />
  </LineIcon>
)

export const MegaphoneIcon = () => (
  <LineIcon>
    <path d="M4 10v4a1 1 0 001 1h2l8 4.5V4.5L7 9H5a1 1 0 00-1 1z" />
    <path d="M7 15l1.2 4.5h2.3L9.8 15.8M18.5 9.5a3.5 3.5 0 010 5" />
  </LineIcon>
)

export const CameraIcon = () => (
  <LineIcon>
    <path d="M4 8.5A1.5 1.5 0 015.5 7h2.2l1.5-2.2h5.6L16.3 7h2.2A1.5 1.5 0 0120 8.5v9a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5z" />
    <circle cx="12" cy="12.8" r="3.3" />
  </LineIcon>
)

export const TeamIcon = () => (
  <LineIcon>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8" />
    <circle cx="16.5" cy="9.5" r="2.4" />
    <path d="M15.8 14.3c2.3.2 4 1.7 4.7 4.2" />
  </LineIcon>
)

/** A pitch seen from above: games played. */
export const PitchIcon = () => (
  <LineIcon>
    <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
    <path d="M12 5.5v13" />
    <circle cx="12" cy="12" r="2.4" />
    <path d="M3 9.5h2.5v5H3M21 9.5h-2.5v5H21" />
  </LineIcon>
)
