/** The nav bar's "Messages" link (issue 14): apart from ./messages.ts, which only its pages load. */
export const messagesNav = {
  link: 'Messages',
  /** The badge's accessible text (t agrees « (s) » with the count). */
  unread: '{n} conversation(s) non lue(s)',
};
