import { createFileRoute } from '@tanstack/react-router'
import { TutorialsPage } from '../../features/tutorials/TutorialsPage'

/** /tutorials (application §2.1): navigation hidden (core/route-chrome). */
export const Route = createFileRoute('/_app/tutorials')({ component: TutorialsPage })
