import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { canUseAiChat, hasTag, routeChrome, TREND_RADAR_TAG } from '../core'
import { displayName, initials } from '../features/home/user-display'
import { LiveIndicator } from '../features/live/LiveIndicator'
import { AccountBanners } from '../features/notices'
import { DeferredSearchBar } from '../features/search/DeferredSearchBar'
import { Button, LogoutIcon, MurmurMark, SettingsIcon, ToastViewport, useScrollRow } from '../ui'
import { useAfterFirstPage } from './after-first-page'
import { useAuth, useAuthStore } from './auth-context'
import { isLoggedIn } from './auth-store'
import { ConnectionBanner } from './connection-banner'
import { useGuardRefresh } from './guard-refresh'
import { NavigationProgress } from './navigation-progress'
import { DeferredUpdatePrompt } from './update-prompt-loader'

// Not on the first paint's path: the bell with its live alerts, and the once-per-login notices.
const AlertBell = lazy(() =>
  import('../features/alerts/AlertBell').then((module) => ({ default: module.AlertBell })),
)
const LoginNotices = lazy(() =>
  import('../features/notices/LoginNotices').then((module) => ({ default: module.LoginNotices })),
)
// Only while a first start writes the demo's history; one small request after the first page.
const DemoHistoryBanner = lazy(() =>
  import('../features/demo-history/DemoHistoryBanner').then((module) => ({
    default: module.DemoHistoryBanner,
  })),
)

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
      <Link
        to="/settings"
        className="button button--ghost button--small header-nav__icon-link"
        data-testid="header-settings"
        aria-label="Settings"
      >
        <SettingsIcon />
        <span className="header-nav__label">Settings</span>
      </Link>
      <Button
        variant="ghost"
        size="small"
        onClick={logout}
        data-testid="logout"
        aria-label={`Log out ${name}`}
      >
        <LogoutIcon />
        <span className="header-nav__label">Log out</span>
      </Button>
    </div>
  )
}

/** For visitors: the plans, login and the trial, from every public page. */
function GuestMenu() {
  const auth = useAuth()
  if (isLoggedIn(auth)) return null
  return (
    <nav className="header-nav" aria-label="Account">
      <Link to="/pricing" className="button button--ghost button--small header-nav__wide">
        Pricing
      </Link>
      <Link to="/login" className="button button--secondary button--small" data-testid="header-login">
        Log in
      </Link>
      <Link to="/register" className="button button--primary button--small" data-testid="header-register">
        Free trial
      </Link>
    </nav>
  )
}

/** The main navigation (application §2.1: shown on explore and the analytics pages). */
function MainNavigation() {
  const auth = useAuth()
  const radar = isLoggedIn(auth) && hasTag(auth.user, TREND_RADAR_TAG)
  const chat = isLoggedIn(auth) && canUseAiChat(auth.user)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const row = useScrollRow<HTMLDivElement>('[aria-current="page"]', pathname)
  // The radar's pages are /trend_radar/news, /topics, …: its link points at the first, so the
  // router marks it active on that one only.
  const inRadar = pathname.startsWith('/trend_radar/')
  return (
    <nav className="main-nav" aria-label="Main" data-testid="main-nav">
      <div ref={row} className="main-nav__inner scroll-row">
        <Link to="/" className="main-nav__link" activeOptions={{ exact: true }}>
          AI Updates
        </Link>
        <Link to="/explore" className="main-nav__link" data-testid="nav-explore">
          Explore
        </Link>
        <Link to="/settings" search={{ tab: 'settings_watchlist' }} className="main-nav__link">
          Watchlist
        </Link>
        <Link to="/morning_briefings" className="main-nav__link" data-testid="nav-briefings">
          Briefings
        </Link>
        {chat ? (
          <Link to="/chat" className="main-nav__link" data-testid="nav-chat">
            AI chat
          </Link>
        ) : null}
        {radar ? (
          <Link
            to="/trend_radar/news"
            className={inRadar ? 'main-nav__link main-nav__link--active' : 'main-nav__link'}
            aria-current={inRadar ? 'page' : undefined}
            data-testid="nav-trend-radar"
          >
            Trend radar
          </Link>
        ) : null}
      </div>
    </nav>
  )
}

/**
 * Where the alert bell goes until its code has come, after the first page: loaded with the shell,
 * its chunks (the bell, its dialog, alert list and queries) were fetched and run while a first
 * visit's page was still rendering. Same size, so nothing in the header moves when it comes.
 */
function BellSlot() {
  return <span className="app-header__bell-slot" aria-hidden="true" />
}

/** The layout of every page: header (mark, search, live state, user), connection notice, content, toasts. */
export function AppShell() {
  const auth = useAuth()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const chrome = routeChrome(pathname)
  const afterFirstPage = useAfterFirstPage()
  useGuardRefresh()
  return (
    <div className="app-shell" data-testid="app-shell">
      <NavigationProgress />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/" className="app-header__brand" aria-label="Murmur home">
            <MurmurMark />
            <span>Murmur</span>
          </Link>
          {isLoggedIn(auth) && chrome.searchBar ? (
            <DeferredSearchBar />
          ) : (
            <div className="app-header__spacer" />
          )}
          <div className="app-header__actions">
            {isLoggedIn(auth) ? <LiveIndicator /> : null}
            {isLoggedIn(auth) ? (
              afterFirstPage ? (
                <Suspense fallback={<BellSlot />}>
                  <AlertBell />
                </Suspense>
              ) : (
                <BellSlot />
              )
            ) : null}
            <UserMenu />
            <GuestMenu />
          </div>
        </div>
      </header>
      {isLoggedIn(auth) && chrome.navigation ? <MainNavigation /> : null}
      <ConnectionBanner />
      <AccountBanners />
      {isLoggedIn(auth) && afterFirstPage ? (
        <Suspense fallback={null}>
          <DemoHistoryBanner />
        </Suspense>
      ) : null}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ToastViewport />
      <Suspense fallback={null}>
        <LoginNotices />
      </Suspense>
      <DeferredUpdatePrompt />
    </div>
  )
}
