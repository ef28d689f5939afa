import type { Product } from '@finceptiv/contract/products';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import { useEffect } from 'react';
import { get, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { fieldErrorMet } from '@/shared/lib/journey-signal';
import { reopenedErrors, type ReopenedStep } from '@/shared/lib/reopened-step';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { useChecksFailure } from '@/shared/ui/form/use-checks-failure';
import { fieldRegistry } from '@/shared/ui/form/field-registry';
import { withInputHints } from '@/shared/ui/form/input-hints';
import type { FormInput } from '@/shared/ui/form/field-props';
import { useLegacyText } from '../legacy-text';
import type { LegacyCountry, LegacyField } from '../steps/legacy-field';
import { clearDrafts } from '@/shared/storage/form-drafts';
import { PhoneField } from './phone-field';
import { SaveFeedback } from './save-feedback';
import { stepToReopen } from './step-to-reopen';
import { summaryEntries } from './summary-entries';
import { useLegacyForm, type LegacyInput, type StepValues } from './use-legacy-form';
import { useSaveStep } from '../use-save-step';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';
import { optionalLazy } from '@/shared/ui/optional-lazy';

// Only the contact step of a brand that asks the postcode needs the lookup: loaded then, and
// an extra the applicant can do without when it cannot load.
const PostcodeAutofill = optionalLazy(() => import('./postcode-autofill'));

interface LegacyStepFormProps {
  product: Product & { country: LegacyCountry };
  fields: readonly LegacyField[];
  saved: Partial<LeadData>;
}

// The shared field components take a flat form's register; names here are lead paths, which
// react-hook-form reads as paths into the nested values, so the same register serves.
function registerOf(form: UseFormReturn<LegacyInput, unknown, StepValues>) {
  return form.register as unknown as UseFormRegister<FormInput>;
}

/** One details step: its fields, client (contract) and server errors, save and retry. */
export function LegacyStepForm({ product, fields, saved }: LegacyStepFormProps) {
  const { t } = useLegacyText();
  const form = useLegacyForm(fields, saved, product);
  const location = useLocation();
  const navigate = useNavigate();
  const { status, submit, retry } = useSaveStep(
    product,
    () => {
      clearDrafts(fields.map((f) => f.name));
    },
    reopenedErrors(location.state as unknown),
  );
  const checks = useChecksFailure();
  const serverErrors = status.kind === 'invalid' ? status.errors : [];
  const here = location.pathname;
  useEffect(() => {
    if (status.kind !== 'invalid') return;
    const { errors } = status;
    const path = stepToReopen({
      productId: product.id,
      country: product.country,
      path: here,
      fields,
      errors,
    });
    const state: ReopenedStep = { reopenedErrors: errors };
    if (path) void navigate(path, { state });
  }, [status, product, here, fields, navigate]);
  const label = (field: LegacyField) => t(field.labelKey ?? `fields>${field.name}`);
  const optionText = (option: string, name: string) => {
    if (option === '') return t('form>choose');
    if (option === 'true') return t('form>yes');
    if (option === 'false') return t('form>no');
    return t(`options>${name}>${option}`);
  };
  const errorOf = (name: string) => {
    const error: { message?: string } | undefined = get(form.formState.errors, name);
    const server = serverErrors.find((e) => e.fieldName === name)?.message;
    return fieldErrorMet(name, error?.message, server);
  };
  const messageFor = (name: string): string | undefined => {
    const met = errorOf(name);
    return met ? t(met.message) : undefined;
  };
  const errorList = summaryEntries({
    fields,
    country: product.country,
    errorOf,
    serverErrors,
    t,
  });

  return (
    <form
      className="step-form legacy-form"
      noValidate
      aria-labelledby="page-title"
      onSubmit={(event) => {
        checks.follow(form.handleSubmit((values) => submit(values))(event));
      }}
    >
      <ErrorSummary
        key={`${String(form.formState.submitCount)} ${String(serverErrors.length)}`}
        titleText={t('form>errorSummaryTitle')}
        errorList={errorList}
      />
      {fields.map((field) => {
        const props = {
          field: withInputHints(field, product.country),
          productId: product.id,
          label: label(field),
          error: messageFor(field.name),
          register: registerOf(form),
          optionLabel: (option: string) => optionText(option, field.name),
          optionalMark: field.required === false ? ` ${t('form>optional')}` : '',
        };
        if (field.control.kind === 'tel') {
          return <PhoneField key={field.name} {...props} prefix={product.phonePrefix} />;
        }
        const Field = fieldRegistry[field.control.kind];
        const control = <Field key={field.name} {...props} />;
        if (field.control.kind !== 'postcode') return control;
        return (
          <div key={field.name} className="legacy-form__postcode">
            {control}
            <PostcodeAutofill name={field.name} country={product.country} form={form} />
          </div>
        );
      })}
      <div className="step-form__buttons">
        <BusyButton
          type="submit"
          className="button button--primary"
          busy={status.kind === 'saving'}
        >
          {status.kind === 'saving' ? t('form>saving') : t('form>continue')}
        </BusyButton>
      </div>
      {checks.failed ? <p role="alert">{t('form>saveFailed')}</p> : null}
      <SaveFeedback status={status} retry={retry} />
    </form>
  );
}
