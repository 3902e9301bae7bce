import type { ReactNode } from 'react'
import { productName } from '../../app/product-name'
import { Logo } from '../../ui'
import './auth.css'

/**
 * The sign-in screen's frame: one centred card with the logo, a heading (the product's name unless the page names
 * its own) and what the page is for. `stacked` spaces the card's children as a stack.
 */
export function AuthCard({
  title = productName,
  subtitle,
  stacked = false,
  children,
}: {
  title?: string
  subtitle?: string
  stacked?: boolean
  children: ReactNode
}) {
  return (
    <main className="bare-page auth">
      <div className={stacked ? 'auth__card card stack' : 'auth__card card'}>
        <header className="auth__header">
          <span className="brand-mark">
            <Logo size={40} />
          </span>
          <h1>{title}</h1>
          {subtitle !== undefined && <p className="auth__subtitle">{subtitle}</p>}
        </header>
        {children}
      </div>
    </main>
  )
}
