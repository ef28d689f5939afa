import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  partnerAnswerOutcomes,
  type OperatorPartners,
} from '@finceptiv/contract/api/operator-routes';
import type { Locale } from '@finceptiv/contract/product-ids';
import { captureLog } from '@/test-support/capture-log';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import { operatorNamespace } from '../operator-namespace';
import { Partners } from './partners';

// The section with the real API client, i18next with the shipped operator files, and a fetch
// double answering as GET /api/operator/partners would: the table, the period, the CSV, failure.
const files = import.meta.glob<Messages>('/public/locales/*/operator.json', {
  eager: true,
  import: 'default',
});

const openUntil = '2026-11-25T14:05:00.000Z';
const answer: OperatorPartners = {
  days: 28,
  rows: [
    {
      partner: 'acme',
      name: 'Acme Bank',
      decision: 'remote',
      sent: 1200,
      accepted: 900,
      declined: 250,
      timedOut: 30,
      errors: 20,
      skipped: 7,
      acceptanceRate: 0.75,
      medianMs: 1375,
      p95Ms: 4210,
      circuitOpenUntil: openUntil,
    },
    {
      partner: 'demo',
      name: 'Demo, "local" lender',
      decision: 'local',
      sent: '<5',
      accepted: '<5',
      declined: 0,
      timedOut: 0,
      errors: 0,
      skipped: 0,
      acceptanceRate: null,
      medianMs: null,
      p95Ms: null,
      circuitOpenUntil: null,
    },
  ],
};

type Reply = { status: number; body?: unknown };
let urls: string[];

/** Stubs fetch: each call takes the next reply (the last one repeats). */
function stubFetch(...replies: Reply[]) {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      const reply = replies[Math.min(urls.length - 1, replies.length - 1)] ?? { status: 500 };
      return Promise.resolve(
        new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
}

async function renderPartners(locale: Locale = 'en') {
  const i18n = await testI18n(locale);
  for (const lng of new Set<Locale>([locale, 'en']))
    i18n.addResourceBundle(
      lng,
      operatorNamespace,
      files[`/public/locales/${lng}/operator.json`] ?? {},
    );
  render(
    <I18nextProvider i18n={i18n}>
      <Partners locale={locale} />
    </I18nextProvider>,
  );
  return i18n.getFixedT(locale, operatorNamespace);
}

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** HH:MM on this machine's clock, as the operator's browser shows it. */
const clock = (iso: string) => {
  const at = new Date(iso);
  return [at.getHours(), at.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
};

/** A Blob's text (jsdom's Blob has no text()). */
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(reader.result as string);
    };
    reader.readAsText(blob);
  });

beforeEach(() => {
  stubFetch({ status: 200, body: answer });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Partners', () => {
  it("shows each partner's answers under the contract's outcomes, in a named table", async () => {
    const t = await renderPartners();
    const table = await screen.findByRole('table', { name: t('partners>title') });
    expect(urls).toEqual(['/api/operator/partners?days=28']);
    // Its scrolling box is named and reachable by keyboard, as every table of the area's.
    const box = table.closest('[role="region"]');
    expect(box).toHaveAccessibleName(t('partners>title'));
    expect(box).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(
      [
        'name',
        'partner',
        'decision',
        'sent',
        ...partnerAnswerOutcomes,
        'acceptanceRate',
        'medianMs',
        'p95Ms',
        'circuitOpenUntil',
      ].map((key) => t(`partners>columns>${key}`)),
    );
    const [, acme, demo] = within(table).getAllByRole('row');
    expect(within(acme!).getByRole('rowheader')).toHaveTextContent('Acme Bank');
    expect(cells(acme!)).toEqual([
      'Acme Bank',
      'acme',
      'Over HTTP',
      '1,200',
      '900',
      '250',
      '30',
      '20',
      '7',
      '75%',
      '1,375 ms',
      '4,210 ms',
      `Open until ${clock(openUntil)}`,
    ]);
    expect(cells(demo!)).toEqual([
      'Demo, "local" lender',
      'demo',
      'In the API (demonstration)',
      '<5',
      '<5',
      '0',
      '0',
      '0',
      '0',
      '–',
      '–',
      '–',
      'Closed',
    ]);
  });

  it("labels every column in the operator's language", async () => {
    const t = await renderPartners('de');
    const table = await screen.findByRole('table', { name: 'Partner' });
    expect(within(table).getByRole('columnheader', { name: 'Zeit überschritten' })).toBeVisible();
    const acme = within(table).getByRole('row', { name: /^Acme Bank / });
    expect(cells(acme).slice(-4)).toEqual([
      '75\u00a0%',
      '1.375 ms',
      '4.210 ms',
      t('partners>circuit>open', { time: clock(openUntil) }),
    ]);
  });

  it('downloads the figures as the API sent them, "<5" and empty values included', async () => {
    const t = await renderPartners();
    await screen.findByRole('table', { name: t('partners>title') });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:partners');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileName = this.download;
    });
    fireEvent.click(screen.getByRole('button', { name: t('csv') }));
    expect(fileName).toBe('partners-28-days.csv');
    const [[blob]] = created.mock.calls as [[Blob]];
    expect(await read(blob)).toBe(
      `name,partner,decision,sent,${partnerAnswerOutcomes.join(',')},acceptanceRate,medianMs,p95Ms,circuitOpenUntil\r\n` +
        `Acme Bank,acme,remote,1200,900,250,30,20,7,0.75,1375,4210,${openUntil}\r\n` +
        `"Demo, ""local"" lender",demo,local,<5,<5,0,0,0,0,,,,\r\n`,
    );
  });

  it('loads the chosen period', async () => {
    const t = await renderPartners();
    await screen.findByRole('table', { name: t('partners>title') });
    fireEvent.change(screen.getByLabelText(t('period')), { target: { value: '7' } });
    await waitFor(() => {
      expect(urls).toEqual(['/api/operator/partners?days=28', '/api/operator/partners?days=7']);
    });
    expect(await screen.findByRole('table', { name: t('partners>title') })).toBeVisible();
  });

  it('says when there are no partners, and when the figures cannot be loaded', async () => {
    stubFetch({ status: 200, body: { days: 28, rows: [] } }, { status: 500, body: {} });
    const log = captureLog();
    const t = await renderPartners();
    expect(await screen.findByText(t('partners>none'))).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(t('period')), { target: { value: '90' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('failed'));
    expect(urls.at(-1)).toBe('/api/operator/partners?days=90');
    log.restore();
    expect(log.lines).toEqual(['HTTP 500 on GET /operator/partners']);
  });
});
