import { createFileRoute } from '@tanstack/react-router'
import { ChatPage } from '../../features/chat/ChatPage'

/** /chat?conversation= (application §2.1; the AI chat permission, else home: core/permissions/guards). */
export const Route = createFileRoute('/_app/chat')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: ChatRoute,
})

function ChatRoute() {
  const id = Number(Route.useSearch().conversation)
  return <ChatPage conversationId={Number.isSafeInteger(id) && id > 0 ? id : undefined} />
}
