/** The nav bar's "Messages" link (issue 14): apart from ./messages.ts, which only its pages load. */
export const messagesNav = {
  link: 'Messages',
  /** The badge's accessible text (tn: one, many). */
  unreadOne: '1 conversation non lue',
  unread: '{n} conversations non lues',
};
