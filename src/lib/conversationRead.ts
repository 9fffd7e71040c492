/**
 * "A conversation was just read": the conversation page says it (src/features/messages
 * useConversation, once its mark and its bell notification are read) and the nav bar's counts
 * ask again at once, the Messages link's (UnreadBadge) and the bell's (BellButton), rather than
 * at their next 20 s poll (docs/decisions.md "Fresh without listeners"). A window event: they
 * live in different chunks and share no state.
 */
const READ_EVENT = 'maktabi:conversation-read';

export function announceConversationRead(): void {
  window.dispatchEvent(new Event(READ_EVENT));
}

/** Calls `listener` on each announcement; returns the unsubscribe. */
export function onConversationRead(listener: () => void): () => void {
  window.addEventListener(READ_EVENT, listener);
  return () => window.removeEventListener(READ_EVENT, listener);
}
