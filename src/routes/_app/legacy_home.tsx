import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/home/HomePage'

/** /legacy_home: the account overview the home page was before the AI-updates stream. */
export const Route = createFileRoute('/_app/legacy_home')({
  component: HomePage,
})
