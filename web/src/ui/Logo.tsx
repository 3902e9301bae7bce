/** The team space mark: a ball on the accent colour. Decorative; the name always sits beside it. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo">
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.18" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="currentColor" strokeWidth="2.25" />
      <path d="M16 11.5l4.2 3.1-1.6 4.9h-5.2l-1.6-4.9z" fill="currentColor" />
    </svg>
  )
}
