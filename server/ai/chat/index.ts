export { answerQuestion, type ChatAnswer, type ChatDeps } from './answer'
export {
  conversationWithMessages,
  deleteConversation,
  listConversations,
  ownConversation,
  storeAnswer,
  storeQuestion,
} from './store'
