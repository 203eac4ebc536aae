import { createFileRoute } from '@tanstack/react-router'
import { PostSearchSchema } from '../../core'
import { PostPage } from '../../features/stream/PostPage'

/** /post?post_id=…: one AI update (application §2.1). */
export const Route = createFileRoute('/_app/post')({
  validateSearch: PostSearchSchema,
  component: PostRoute,
})

function PostRoute() {
  const { post_id: postId } = Route.useSearch()
  return <PostPage postId={postId} />
}
