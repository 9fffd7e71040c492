/**
 * Where saving a listing stands — publishing (usePublishListing) or an edit
 * (useSaveListingEdit): the upload's progress bar, the step running, or which step failed with
 * a retry that resubmits the form (nothing done twice).
 */
import { failureMessage } from '@/components/feedback';
import { Spinner } from '@/components/Spinner';
import { t } from '@/i18n/t';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { hostText as h } from '@/i18n/fr/host';
import type { PublishState, PublishStep } from './usePublishListing';

type Failed = Extract<PublishState, { status: 'failed' }>;

/** The words of one flow: what each step says while it runs, when it fails, and its retry. */
interface StatusTexts {
  uploading: string;
  running(step: PublishStep): string;
  failed(state: Failed): string;
  retry(step: PublishStep): string;
}

const PUBLISH: StatusTexts = {
  uploading: h.stepUploading,
  running: (step) => (step === 'create' ? h.stepCreating : h.stepSaving),
  failed: (s) =>
    s.step === 'create'
      ? s.permission
        ? h.failPermission
        : h.failCreate
      : s.step === 'upload'
        ? h.failUpload
        : h.failSave,
  retry: (step) => (step === 'create' ? h.retryCreate : h.retryUpload),
};

const EDIT: StatusTexts = {
  uploading: e.stepUploading,
  running: () => e.stepSaving,
  failed: (s) =>
    s.permission ? e.failPermission : s.step === 'upload' ? e.failUpload : e.failSave,
  retry: () => e.retry,
};

interface StatusProps {
  state: PublishState;
  onRetry(): void;
  busy: boolean;
}

function SaveStatus({
  state,
  onRetry,
  busy,
  texts,
  progressId,
}: StatusProps & { texts: StatusTexts; progressId: string }) {
  if (state.status === 'running') {
    if (state.step === 'upload') {
      const pct = Math.round(state.progress * 100);
      return (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <label
            htmlFor={progressId}
            className="flex justify-between text-sm font-medium text-slate-800"
          >
            <span>{texts.uploading}</span>
            <span aria-hidden="true">{t(h.stepUploadingValue, { pct })}</span>
          </label>
          <progress
            id={progressId}
            max={100}
            value={pct}
            className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      );
    }
    const label = texts.running(state.step);
    return (
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner label={label} />
        <span aria-hidden="true">{label}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    // a full browser storage (demo backend) says so whatever the step
    const message = failureMessage(state.error, texts.failed(state));
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{message}</p>
        <button
          type="button"
          onClick={onRetry}
          disabled={busy}
          className="mt-2 font-semibold underline disabled:opacity-60"
        >
          {texts.retry(state.step)}
        </button>
      </div>
    );
  }
  return null;
}

export function PublishStatus(props: StatusProps) {
  return <SaveStatus {...props} texts={PUBLISH} progressId="upload-progress" />;
}

export function EditStatus(props: StatusProps) {
  return <SaveStatus {...props} texts={EDIT} progressId="edit-upload-progress" />;
}
