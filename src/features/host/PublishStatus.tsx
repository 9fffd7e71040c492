/**
 * Where publishing a listing stands (usePublishListing): the upload's progress bar, the step
 * running, or which step failed with a retry that resubmits the form.
 */
import { failureMessage } from '@/components/feedback';
import { Spinner } from '@/components/Spinner';
import { t } from '@/i18n/t';
import { hostText as h } from '@/i18n/fr/host';
import type { PublishState } from './usePublishListing';

export function PublishStatus({
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
            htmlFor="upload-progress"
            className="flex justify-between text-sm font-medium text-slate-800"
          >
            <span>{h.stepUploading}</span>
            <span aria-hidden="true">{t(h.stepUploadingValue, { pct })}</span>
          </label>
          <progress
            id="upload-progress"
            max={100}
            value={pct}
            className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      );
    }
    return (
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner label={state.step === 'create' ? h.stepCreating : h.stepSaving} />
        <span aria-hidden="true">{state.step === 'create' ? h.stepCreating : h.stepSaving}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    // a full browser storage (demo backend) says so whatever the step
    const message = failureMessage(
      state.error,
      state.step === 'create'
        ? state.permission
          ? h.failPermission
          : h.failCreate
        : state.step === 'upload'
          ? h.failUpload
          : h.failSave,
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
          {state.step === 'create' ? h.retryCreate : h.retryUpload}
        </button>
      </div>
    );
  }
  return null;
}
