/**
 * "A conversation was just read": the conversation page says it (useConversation, once its
 * mark is removed) and the nav bar's unread count asks again at once (UnreadBadge), rather than
 * at its next 20 s poll (docs/decisions.md "Fresh without listeners"). A window event: the two
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
