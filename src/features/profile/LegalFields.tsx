/**
 * The profile's "Facturation" sections (issue 15): how a host invoices (company or individual,
 * src/features/profile/legalIdentitySchema.ts), or a tenant's optional company name and ICE.
 * Fields of the form's `legal` (host) or `billing` (tenant) group.
 */
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { RadioCards, TextField } from '@/components/forms';
import { BILLING_ANCHOR } from '@/config/paths';
import { useHashTarget } from '@/hooks/useHashTarget';
import { legalText as x } from '@/i18n/fr/legal';
import { profileText as m } from '@/i18n/fr/profile';
import type { ProfileFormFields } from './schema';

/**
 * The profile's sections: a card whose legend is its title, inside it (floated, so a title on
 * two lines at 320 px does not straddle the border, as the host's form does in
 * src/features/host/fields.tsx).
 */
export const sectionClass =
  'space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm [&>legend+*]:clear-both';
export const legendClass = 'float-left mb-4 w-full text-lg font-semibold text-slate-900';

export function LegalIdentityFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<ProfileFormFields>;
  control: Control<ProfileFormFields>;
  errors: FieldErrors<ProfileFormFields>['legal'];
}) {
  const kind = useWatch({ control, name: 'legal.kind' });
  const e = errors ?? {};
  // the host dashboard's « Compléter ma facturation » leads here (paths.profile({ at: 'billing' }))
  useHashTarget(true, undefined, { id: BILLING_ANCHOR });
  return (
    <fieldset
      id={BILLING_ANCHOR}
      tabIndex={-1}
      className={`${sectionClass} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      <legend className={legendClass}>{x.legend}</legend>
      <p className="text-sm text-slate-600">{x.intro}</p>
      <RadioCards
        legend={x.kind}
        options={[
          ['company', x.kindCompany],
          ['individual', x.kindIndividual],
        ]}
        input={register('legal.kind')}
        error={e.kind?.message}
      />
      {kind === 'company' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={x.raisonSociale}
            autoComplete="organization"
            error={e.raisonSociale?.message}
            {...register('legal.raisonSociale')}
          />
          <TextField
            label={x.ice}
            hint={x.iceHint}
            inputMode="numeric"
            error={e.ice?.message}
            {...register('legal.ice')}
          />
          <TextField
            label={x.identifiantFiscal}
            inputMode="numeric"
            error={e.identifiantFiscal?.message}
            {...register('legal.identifiantFiscal')}
          />
          <TextField
            label={x.rcNumber}
            inputMode="numeric"
            error={e.rcNumber?.message}
            {...register('legal.rcNumber')}
          />
          <TextField label={x.rcCourt} error={e.rcCourt?.message} {...register('legal.rcCourt')} />
          <TextField
            label={x.taxeProfessionnelle}
            inputMode="numeric"
            error={e.taxeProfessionnelle?.message}
            {...register('legal.taxeProfessionnelle')}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              {...register('legal.vatRegistered')}
            />
            {x.vatRegistered}
          </label>
        </div>
      )}
      {kind === 'individual' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={x.fullName}
            autoComplete="name"
            error={e.fullName?.message}
            {...register('legal.fullName')}
          />
          <TextField
            label={`${x.cin} ${m.optional}`}
            hint={x.cinHint}
            error={e.cin?.message}
            {...register('legal.cin')}
          />
        </div>
      )}
      {kind && (
        <TextField
          label={x.address}
          autoComplete="street-address"
          error={e.address?.message}
          {...register('legal.address')}
        />
      )}
    </fieldset>
  );
}

export function BillingFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProfileFormFields>;
  errors: FieldErrors<ProfileFormFields>['billing'];
}) {
  const e = errors ?? {};
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{x.tenantLegend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={x.companyName}
          autoComplete="organization"
          error={e.companyName?.message}
          {...register('billing.companyName')}
        />
        <TextField
          label={x.tenantIce}
          hint={x.iceHint}
          inputMode="numeric"
          error={e.ice?.message}
          {...register('billing.ice')}
        />
      </div>
    </fieldset>
  );
}
