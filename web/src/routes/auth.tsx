import { createFileRoute } from '@tanstack/react-router'
import { Card, Logo } from '../ui'

export const Route = createFileRoute('/auth')({
  component: AuthPage,
})

function AuthPage() {
  return (
    <main className="bare-page">
      <div className="bare-page__card">
        <Card>
          <div className="page-header__text">
            <span className="brand-mark">
              <Logo size={40} />
            </span>
            <h1>Team Space</h1>
            <p className="page-header__subtitle">Sign in to your team</p>
          </div>
        </Card>
      </div>
    </main>
  )
}
