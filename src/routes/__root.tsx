import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app'
import { NotFoundPage } from '../app/not-found'
import { AppShell } from '../app/shell'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
})
