/** The dialog of a form left with unsaved changes (src/components/LeaveGuardDialog.tsx). */
export const leaveGuardText = {
  title: 'Quitter sans enregistrer ?',
  confirm: 'Quitter sans enregistrer',
  stay: 'Rester sur la page',
} as const;
