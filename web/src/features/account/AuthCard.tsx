import type { ReactNode } from 'react'
import { productName } from '../../app/product-name'
import { Logo } from '../../ui'
import './auth.css'

/** The sign-in screen's frame: one centred card with the logo, the product's name and what the page is for. */
export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <main className="bare-page auth">
      <div className="auth__card card">
        <header className="auth__header">
          <span className="brand-mark">
            <Logo size={40} />
          </span>
          <h1>{productName}</h1>
          <p className="auth__subtitle">{subtitle}</p>
        </header>
        {children}
      </div>
    </main>
  )
}
