import type { Product } from '@finceptiv/contract/products';
import { useId, type ReactNode } from 'react';
import type { DataPointField, DataPointValues } from '../../definitions/types';
import type { DynamicForm } from '../../engine/form-entities';
import { fieldId } from '@/shared/ui/form/field-props';
import { fieldRegistryWithCaptcha } from '../fields/field-registry';
import { withInputHints } from '@/shared/ui/form/input-hints';
import { useFormText } from '../use-form-text';
import { fieldErrorMet } from '@/shared/lib/journey-signal';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { useChecksFailure } from '@/shared/ui/form/use-checks-failure';
import { optionalLazy } from '@/shared/ui/optional-lazy';
import { useStepForm, type StepOutput } from './use-step-form';

// An extra the applicant can do without when its code cannot load (shared/ui/optional-lazy).
const PostcodeLookup = optionalLazy(() => import('../fields/postcode-lookup'));

export interface StepFormProps {
  form: DynamicForm;
  fields: readonly DataPointField[];
  stored: DataPointValues;
  product: Product;
  title: string;
  submitLabel: string;
  onSubmit: (values: StepOutput) => void;
  onPrevious?: (() => void) | undefined;
  /**
   * Id of a heading outside the form that names it (the page's h1 on a one-form page). Given,
   * the form renders no heading of its own, so the page does not say the same thing twice.
   */
  labelledBy?: string | undefined;
  /** Extra content above the buttons (loan summary, the amount modal's trigger). */
  children?: ReactNode;
  /** The next form's fields: their heavy checks load with this form's. */
  nextFields?: readonly DataPointField[] | undefined;
}

/** One step's form: fields from the registry, client and server errors, an error summary. */
export function StepForm(props: StepFormProps) {
  const { form, fields, stored, product, onSubmit, onPrevious, nextFields } = props;
  const text = useFormText();
  const headingId = useId();
  const { form: rhf, shown, forgetDrafts } = useStepForm(fields, stored, product, nextFields);
  const checks = useChecksFailure();
  const clientErrors = rhf.formState.errors;
  const shownNames = new Set(shown.map((f) => f.name));
  const postcode = shown.find((f) => f.control.kind === 'postcode');

  const errorOf = (field: string) => {
    const client = clientErrors[field]?.message;
    const server = form.errors.find((e) => e.fieldName === field)?.message;
    return fieldErrorMet(field, client, server);
  };
  const messageFor = (name: string): string | undefined => {
    const met = errorOf(name);
    return met ? text.message(met.message) : undefined;
  };
  const firstHref = `#${fieldId(shown[0]?.name ?? '')}`;
  const errorList = [
    ...shown.flatMap((f) => {
      const met = errorOf(f.name);
      return met
        ? [
            {
              href: `#${fieldId(f.name)}`,
              text: `${text.label(f.name)}: ${text.message(met.message)}`,
              met,
            },
          ]
        : [];
    }),
    ...form.errors
      .filter((e) => !shownNames.has(e.fieldName))
      .map((e) => ({
        href: firstHref,
        text: text.message(e.message),
        met: fieldErrorMet(e.fieldName, undefined, e.message),
      })),
  ];

  return (
    <form
      className="step-form"
      noValidate
      aria-labelledby={props.labelledBy ?? headingId}
      onSubmit={(event) => {
        checks.follow(
          rhf.handleSubmit((values) => {
            forgetDrafts();
            onSubmit(values);
          })(event),
        );
      }}
    >
      <ErrorSummary
        key={`${rhf.formState.submitCount} ${form.errors.length}`}
        titleText={text.t('form>errorSummaryTitle')}
        errorList={errorList}
      />
      {props.labelledBy === undefined ? <h2 id={headingId}>{props.title}</h2> : null}
      {shown.map((field) => {
        const Field = fieldRegistryWithCaptcha[field.control.kind];
        return (
          <Field
            key={field.name}
            field={withInputHints(field, product.country)}
            productId={product.id}
            label={text.label(field.name)}
            error={messageFor(field.name)}
            register={rhf.register}
            optionLabel={(option) => text.option(field.name, option)}
            optionalMark={field.required === false ? ` ${text.t('form>optional')}` : ''}
          />
        );
      })}
      {postcode ? (
        <PostcodeLookup
          name={postcode.name}
          form={rhf}
          shown={shownNames}
          country={product.country}
        />
      ) : null}
      {props.children}
      {checks.failed ? <p role="alert">{text.t('form>sendFailed')}</p> : null}
      <div className="step-form__buttons">
        {onPrevious ? (
          <button type="button" className="button button--secondary" onClick={onPrevious}>
            {text.t('form>back')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary">
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}

export interface OwnStepFormProps extends Omit<StepFormProps, 'fields' | 'title' | 'submitLabel'> {
  isLast: boolean;
}

/**
 * A step's own form, as every page of the sequence shows it: the step's fields under its title,
 * with "Continue" on the way and "Submit" on the last step.
 */
export function OwnStepForm(props: OwnStepFormProps) {
  const { form, isLast } = props;
  const { t } = useFormText();
  return (
    <StepForm
      {...props}
      fields={form.fields}
      title={t(`titles>${form.path}`)}
      submitLabel={t(isLast ? 'form>submit' : 'form>continue')}
    />
  );
}
