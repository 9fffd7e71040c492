import { useLocation, useNavigate } from 'react-router-dom';
import { typedEmailState } from './typedEmail';

/**
 * Before a link carries the typed e-mail to the other form (./typedEmail.ts), the entry left
 * keeps it too, in its own state: the browser's Back then finds the e-mail where it was typed,
 * as the form's own « Retour » link does.
 */
export function useKeepTypedEmail(): (email: string | undefined) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (email) =>
    navigate({ pathname, search, hash }, { replace: true, state: typedEmailState(email) });
}
