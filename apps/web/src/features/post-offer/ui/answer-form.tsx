// The form of a post-offer screen: the dynamic form's field components and error summary on
// react-hook-form, with the screen's own checks. Server field errors show next to their field
// and in the summary, which takes focus on every submit so screen readers hear it.
import type { Product } from '@finceptiv/contract/products';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { useChecksFailure } from '@/shared/ui/form/use-checks-failure';
import { fieldId, type FormInput } from '@/shared/ui/form/field-props';
import { fieldRegistry } from '@/shared/ui/form/field-registry';
import { withInputHints } from '@/shared/ui/form/input-hints';
import { holdLookups, optionsFor, type LookupData } from '../api/option-sources';
import type { ScreenField } from '../definitions/types';
import { answerResolver, type Answers } from './answer-resolver';
import { usePostOfferText } from './use-post-offer-text';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';
import { fieldErrorMet } from '@/shared/lib/journey-signal';

export interface AnswerFormProps {
  fields: readonly ScreenField[];
  product: Product;
  heading: string;
  submitLabel: string;
  busy: boolean;
  /** Server field errors by field name (translated keys). */
  serverErrors: Readonly<Record<string, string>>;
  onSubmit: (values: Answers, shown: readonly ScreenField[]) => void;
  children?: ReactNode;
  /** Extra buttons next to the submit button (skip). */
  actions?: ReactNode;
  /** Problems of controls outside the fields (a file), listed in the error summary too. */
  extraErrors?: readonly { href: string; text: string }[];
  /** Starting text of fields (the offer's own amount and period). */
  defaults?: Readonly<Record<string, string>>;
  /** Labels that are not `fields>{name}` keys (a partner's consent texts). */
  labels?: Readonly<Record<string, string>>;
}

function useLookups(fields: readonly ScreenField[]) {
  const [data, setData] = useState<Partial<LookupData>>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const sources = fields.flatMap((f) => (f.source ? [f.source] : []));
    if (sources.length === 0) return;
    let live = true;
    const { loaded, release } = holdLookups(sources);
    loaded.then(
      (loaded) => {
        if (live) setData(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      release();
    };
  }, [fields]);
  return { data, failed };
}

export function AnswerForm(props: AnswerFormProps) {
  const { fields, product, serverErrors } = props;
  const text = usePostOfferText();
  const headingId = useId();
  const lookups = useLookups(fields);
  const form = useForm<FormInput, unknown, Answers>({
    resolver: answerResolver(fields, product.country),
    defaultValues: Object.fromEntries(
      fields.map((f) => [
        f.name,
        props.defaults?.[f.name] ?? (f.control.kind === 'checkbox' ? false : ''),
      ]),
    ),
    shouldFocusError: false,
  });
  const checks = useChecksFailure();
  const input = useWatch({ control: form.control });
  // Look-up fields become selects with the options that fit the answers so far.
  const shown = useMemo(
    () =>
      fields.map((field): ScreenField =>
        field.source
          ? {
              ...field,
              control: {
                kind: 'select',
                options: optionsFor(field.source, lookups.data, fields, input),
              },
            }
          : field,
      ),
    [fields, lookups.data, input],
  );
  // A look-up answer that no longer fits (another brand, another sector) is cleared, so a
  // stale model or profession is never sent.
  useEffect(() => {
    for (const field of shown) {
      const value = input[field.name];
      const { control } = field;
      if (
        field.source &&
        control.kind === 'select' &&
        value &&
        !control.options.includes(String(value))
      )
        form.setValue(field.name, '');
    }
  }, [shown, input, form]);
  const errorOf = (name: string) =>
    fieldErrorMet(name, form.formState.errors[name]?.message, serverErrors[name]);
  const messageFor = (name: string): string | undefined => {
    const met = errorOf(name);
    return met ? text.t(met.message) : undefined;
  };
  const labelOf = (name: string) => props.labels?.[name] ?? text.label(name);
  const errorList = [
    ...shown.flatMap((f) => {
      const met = errorOf(f.name);
      return met
        ? [{ href: `#${fieldId(f.name)}`, text: `${labelOf(f.name)}: ${text.t(met.message)}`, met }]
        : [];
    }),
    ...(props.extraErrors ?? []),
  ];
  return (
    <form
      className="step-form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={props.busy}
      onSubmit={(event) => {
        checks.follow(
          form.handleSubmit((values) => {
            props.onSubmit(values, shown);
          })(event),
        );
      }}
    >
      <ErrorSummary
        key={`${form.formState.submitCount} ${Object.keys(serverErrors).join()} ${props.extraErrors?.length ?? 0}`}
        titleText={text.t('form>errorSummaryTitle')}
        errorList={errorList}
      />
      <h2 id={headingId}>{props.heading}</h2>
      {lookups.failed ? <p role="alert">{text.t('errors>lookupFailed')}</p> : null}
      {shown.map((field) => {
        const Field = fieldRegistry[field.control.kind];
        return (
          <Field
            key={field.name}
            field={withInputHints(field, props.product.country, field.leadPath)}
            productId={props.product.id}
            label={labelOf(field.name)}
            error={messageFor(field.name)}
            register={form.register}
            optionLabel={(option) =>
              field.untranslatedOptions && option !== '' ? option : text.option(field.name, option)
            }
            optionalMark={field.required === false ? ` ${text.t('form>optional')}` : ''}
          />
        );
      })}
      {props.children}
      {checks.failed ? <p role="alert">{text.t('errors>sendFailed')}</p> : null}
      <div className="step-form__buttons">
        {props.actions}
        <BusyButton type="submit" className="button button--primary" busy={props.busy}>
          {props.submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
