/**
 * The edit form's save was refused because the listing was saved elsewhere since the form was
 * opened (useSaveListingEdit, listing/changed): what changed, then the host's two choices —
 * save their version over it, or drop their changes and load the one stored now.
 */
import { AlertNotice } from '@/components/feedback';
import { Button } from '@/components/forms';
import { t } from '@/i18n/t';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import type { EditConflict } from './useSaveListingEdit';

interface EditConflictNoticeProps {
  conflict: EditConflict;
  busy: boolean;
  onKeepMine(): void;
  onReload(): void;
}

export function EditConflictNotice({
  conflict,
  busy,
  onKeepMine,
  onReload,
}: EditConflictNoticeProps) {
  // in the form's order, whatever order the backend's fields came in
  const names = Object.entries(e.conflictFieldNames)
    .filter(([field]) => (conflict.fields as string[]).includes(field))
    .map(([, name]) => name);
  return (
    <AlertNotice title={e.conflictTitle}>
      <p className="mt-1">{e.conflictBody}</p>
      {names.length > 0 && (
        <p className="mt-1 break-words">{t(e.conflictFields, { fields: names.join(', ') })}</p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" onClick={onKeepMine} disabled={busy}>
          {e.conflictKeepMine}
        </Button>
        <Button type="button" variant="secondary" onClick={onReload} disabled={busy}>
          {e.conflictReload}
        </Button>
      </div>
    </AlertNotice>
  );
}
