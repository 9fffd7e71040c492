/**
 * Where saving an edit stands (useSaveListingEdit): the new photos' upload progress, the save
 * running, or which step failed with a retry that resubmits the form (nothing done twice).
 */
import { failureMessage } from '@/components/feedback';
import { Spinner } from '@/components/Spinner';
import { t } from '@/i18n/t';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { hostText as h } from '@/i18n/fr/host';
import type { PublishState } from './usePublishListing';

export function EditStatus({
  state,
  onRetry,
  busy,
}: {
  state: PublishState;
  onRetry(): void;
  busy: boolean;
}) {
  if (state.status === 'running') {
    if (state.step === 'upload') {
      const pct = Math.round(state.progress * 100);
      return (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <label
            htmlFor="edit-upload-progress"
            className="flex justify-between text-sm font-medium text-slate-800"
          >
            <span>{e.stepUploading}</span>
            <span aria-hidden="true">{t(h.stepUploadingValue, { pct })}</span>
          </label>
          <progress
            id="edit-upload-progress"
            max={100}
            value={pct}
            className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      );
    }
    return (
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner label={e.stepSaving} />
        <span aria-hidden="true">{e.stepSaving}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    const message = failureMessage(
      state.error,
      state.permission ? e.failPermission : state.step === 'upload' ? e.failUpload : e.failSave,
    );
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{message}</p>
        <button
          type="button"
          onClick={onRetry}
          disabled={busy}
          className="mt-2 font-semibold underline disabled:opacity-60"
        >
          {e.retry}
        </button>
      </div>
    );
  }
  return null;
}
