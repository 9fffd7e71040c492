import { reportError } from '@/lib/reportError';
import { useState } from 'react';

/**
 * A form's submit that may be refused by the service: `run` clears the last failure, awaits the
 * submit and, when it throws, keeps the message `describe` gives (the form keeps its values).
 */
export function useSubmitFailure(describe: (e: unknown) => string) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (submit: () => Promise<void>) => {
    setFailure(null);
    try {
      await submit();
    } catch (e) {
      reportError(e);
      setFailure(describe(e));
    }
  };
  return { failure, run };
}

/** The refusal, announced above the form's buttons. */
export function FormFailure({
  message,
  className = '',
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm text-red-700 ${className}`}>
      {message}
    </p>
  );
}
