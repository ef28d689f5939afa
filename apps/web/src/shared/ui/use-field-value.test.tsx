import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useFieldValue } from './use-field-value';

interface Values {
  code: string;
}

/** Types the code after the reader rendered and before it subscribed (as a fast typist can). */
function LateTypist({ form }: { form: UseFormReturn<Values> }) {
  useLayoutEffect(() => {
    form.setValue('code', '06000');
  }, [form]);
  return null;
}

function Reader({ form }: { form: UseFormReturn<Values> }) {
  return <p>code: {String(useFieldValue(form, 'code'))}</p>;
}

function Harness({ typist }: { typist: boolean }) {
  const form = useForm<Values>({ defaultValues: { code: '' } });
  return (
    <>
      {typist && <LateTypist form={form} />}
      <Reader form={form} />
      <input {...form.register('code')} aria-label="code" />
    </>
  );
}

describe('useFieldValue', () => {
  // The lazily loaded postcode lookup once missed a code typed while it mounted, and never
  // looked it up: the interaction-timing walk stalled on a contact step with no city.
  it('sees a value set between its render and its subscription', () => {
    render(<Harness typist />);
    expect(screen.getByText('code: 06000')).toBeInTheDocument();
  });

  it('follows what is typed afterwards', async () => {
    const { userEvent } = await import('@testing-library/user-event');
    render(<Harness typist={false} />);
    expect(screen.getByText('code:')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('code'), '28001');
    expect(screen.getByText('code: 28001')).toBeInTheDocument();
  });
});
