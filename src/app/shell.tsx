import { Link, Outlet, useRouter } from '@tanstack/react-router'
import { displayName, initials } from '../features/home'
import { LiveIndicator } from '../features/live/LiveIndicator'
import { Button, LogoutIcon, MurmurMark, ToastViewport } from '../ui'
import { useAuth, useAuthStore } from './auth-context'
import { isLoggedIn } from './auth-store'
import { ConnectionBanner } from './connection-banner'
import { UpdatePrompt } from './update-prompt'

function UserMenu() {
  const auth = useAuth()
  const store = useAuthStore()
  const router = useRouter()
  if (!isLoggedIn(auth)) return null
  const name = displayName(auth.user)

  function logout() {
    // Boot's auth watcher clears the query cache and re-runs the guards (also for other tabs).
    store.logout()
    void router.navigate({ to: '/login' })
  }

  return (
    <div className="user-menu">
      <span className="user-menu__avatar" aria-hidden="true">
        {initials(auth.user)}
      </span>
      <span className="user-menu__name" title={auth.user.username} data-testid="header-user-name">
        {name}
      </span>
      <Button
        variant="ghost"
        size="small"
        onClick={logout}
        data-testid="logout"
        aria-label={`Log out ${name}`}
      >
        <LogoutIcon />
        <span>Log out</span>
      </Button>
    </div>
  )
}

/** The layout of every page: header (mark, live state, user), connection notice, content, toasts. */
export function AppShell() {
  const auth = useAuth()
  return (
    <div className="app-shell" data-testid="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/" className="app-header__brand" aria-label="Murmur home">
            <MurmurMark />
            <span>Murmur</span>
          </Link>
          <div className="app-header__spacer" />
          <div className="app-header__actions">
            {isLoggedIn(auth) ? <LiveIndicator /> : null}
            <UserMenu />
          </div>
        </div>
      </header>
      <ConnectionBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ToastViewport />
      <UpdatePrompt />
    </div>
  )
}
