import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '@finceptiv/contract/products';
import {
  leadAnswer,
  leadId,
  stubFetch,
} from '@/features/application/test-support/application-test-api';
import { captureLog } from '@/test-support/capture-log';
import { renderOutcome } from '../test-support/render-outcome';
import { dataCache } from '@/shared/api/data-cache';
import AcceptedScreen from './accepted-screen';

const offer = {
  amount: 500,
  period: 61,
  periodScale: 'days' as const,
  monthlyPayment: 180.5,
  totalRepayable: 541.5,
  monthlyInterestRate: 0.042,
};
const accepted = {
  applicationData: { id: leadId },
  leadApplication: {
    progressState: 10 as const,
    applicationResult: { status: 'accepted', partner: { name: 'Moneyman' } },
    offer,
  },
};
const logos = {
  status: 200,
  body: [{ name: 'Moneyman', logoUrl: '/api/partner/moneyman/logo.svg' }],
};
let log: ReturnType<typeof captureLog>;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  log = captureLog();
  dataCache.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  log.restore();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('AcceptedScreen', () => {
  it('shows the partner, its logo and the figures in the brand locale', async () => {
    stubFetch(logos);
    const { container } = await renderOutcome(<AcceptedScreen product={products.fiesta} />, {
      state: accepted,
      locale: 'es',
    });
    await settle();
    expect(screen.getByText('Tu prestamista: Moneyman')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/partner/moneyman/logo.svg');
    const figures = container.querySelector('dl')?.textContent ?? '';
    expect(figures).toMatch(/500\s€/);
    expect(figures).toContain('61 días');
    // The payment to the cent, as the partner offered it: never rounded to 181 €.
    expect(figures).toMatch(/180,50\s€/);
    expect(figures).toMatch(/4,2\s%/);
  });

  it('continues with one idempotency key per press, reused by the retry', async () => {
    const calls = stubFetch(
      logos,
      { status: 503, body: { error: 'starting' } },
      { status: 200, body: leadAnswer(7) },
    );
    const { store } = await renderOutcome(<AcceptedScreen product={products.fiesta} />, {
      state: accepted,
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('could not send your answer');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(Array(2).fill(`/api/lead/continue/${leadId}`));
    expect(posts[0]?.headers['idempotency-key']).toBeTruthy();
    expect(posts[1]?.headers['idempotency-key']).toBe(posts[0]?.headers['idempotency-key']);
    expect(store.getState().leadApplication.progressState).toBe(7);
  });

  it('reads the figures again when the stored state lost them (a reload)', async () => {
    // The status read starts first (its effect comes first), then the logos.
    const calls = stubFetch({ status: 200, body: leadAnswer(10, { offer }) }, logos);
    const { store } = await renderOutcome(<AcceptedScreen product={products.fiesta} />, {
      state: { ...accepted, leadApplication: { ...accepted.leadApplication, offer: undefined } },
    });
    await settle();
    expect(calls.some((c) => c.url === `/api/lead/status/${leadId}`)).toBe(true);
    expect(store.getState().leadApplication.offer).toEqual(offer);
  });
});
