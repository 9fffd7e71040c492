import { useEffect } from 'react';
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormGetValues,
  type UseFormTrigger,
} from 'react-hook-form';

interface Form<T extends FieldValues> {
  control: Control<T>;
  getValues: UseFormGetValues<T>;
  trigger: UseFormTrigger<T>;
}

/**
 * Checks `field` again each time `source` changes, once something is typed in `field`: a
 * password's confirmation, which react-hook-form checks only when it is itself edited. A QA
 * pass in Chromium (7 December 2026) saw « Les mots de passe ne correspondent pas » stay after
 * the password was corrected to match it, and nothing said when the password was changed away
 * from a matching confirmation, until the form was sent (sign-up, and the profile's new
 * password). An empty confirmation is left for the user to fill: no « Confirmation requise »
 * before they reach it.
 */
export function useRecheckOnChange<T extends FieldValues>(
  { control, getValues, trigger }: Form<T>,
  source: Path<T>,
  field: Path<T>,
): void {
  const value: unknown = useWatch({ control, name: source });
  useEffect(() => {
    if (getValues(field)) void trigger(field);
  }, [value, field, getValues, trigger]);
}
