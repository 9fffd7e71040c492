import { useBackend } from '@/hooks/useBackend';
import { failureMessage } from '@/components/feedback';
import { common } from '@/i18n/fr/common';
import { isLocalBackend } from '@/services';
import { paths } from '@/config/paths';
import { reportError } from '@/lib/reportError';

/** "Reset demo data", shown only on the local backend. */
export function DemoReset() {
  const backend = useBackend();
  if (!isLocalBackend(backend)) return null;
  const onReset = async () => {
    if (!window.confirm(common.resetDemoConfirm)) return;
    // the toast library is not in the first page's JavaScript (see AppToaster)
    const { default: toast } = await import('react-hot-toast');
    try {
      await backend.resetDemoData();
    } catch (e) {
      reportError(e);
      toast.error(failureMessage(e, common.genericError));
      return;
    }
    localStorage.removeItem('userProfile');
    toast.success(common.resetDemoDone);
    window.location.assign(paths.home());
  };
  return (
    <button type="button" onClick={onReset} className="underline hover:text-white">
      {common.resetDemo}
    </button>
  );
}
