import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { products } from '@finceptiv/contract/products';
import {
  leadAnswer,
  leadId,
  makeApplicationStore,
  stubFetch,
} from '@/features/application/test-support/application-test-api';
import { captureLog } from '@/test-support/capture-log';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import IdUploadScreen from './id-upload-screen';

// The upload goes by XMLHttpRequest (for its progress): a double answers it as the API would.
const english = import.meta.glob<Messages>('/public/locales/en/post-offer.json', {
  eager: true,
  import: 'default',
})['/public/locales/en/post-offer.json'];

type XhrAnswer = { status: number; body: unknown } | 'network-error';
const uploads: { url: string; side: FormDataEntryValue | null }[] = [];
/** One answer per upload, in turn; the last one repeats. */
let xhrAnswers: XhrAnswer[] = [];

class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {
    // headers are not looked at here
  }
  send(form: FormData) {
    uploads.push({ url: this.url, side: form.get('side') });
    const answer = xhrAnswers[Math.min(uploads.length, xhrAnswers.length) - 1] ?? 'network-error';
    queueMicrotask(() => {
      if (answer === 'network-error') {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

async function renderScreen() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'post-offer', english ?? {});
  const store = makeApplicationStore({
    applicationData: { id: leadId },
    leadApplication: { progressState: ProgressState.IdUpload },
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <IdUploadScreen product={products.default} /> }],
    { initialEntries: ['/id-upload'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
}

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

async function chooseAndSend(withBack = false) {
  await renderScreen();
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('ID card'));
  await user.type(screen.getByLabelText('Document number'), 'X1234567L');
  if (withBack) await user.upload(screen.getByLabelText(/^Back of the document/), jpeg('back.jpg'));
  await user.upload(screen.getByLabelText('Front of the document (photo or scan)'), jpeg('id.jpg'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  uploads.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubFetch({ status: 200, body: leadAnswer(ProgressState.IdUpload) });
  log = captureLog();
});
afterEach(() => {
  vi.unstubAllGlobals();
  log.restore();
});

describe('IdUploadScreen: a file the API refuses', () => {
  it('says why at the picker, in the summary, and offers no retry of the same file', async () => {
    xhrAnswers = [
      {
        status: 422,
        body: { errors: [{ fieldName: 'file', message: 'upload.refused.hiddenContent' }] },
      },
    ];
    await chooseAndSend();
    expect(uploads).toEqual([{ url: '/api/lead/idUpload', side: null }]);
    const why =
      'This file contains other data besides the picture or document. Please take a new photo or scan.';
    expect((await screen.findByText(why, { selector: '.field-error' })).id).toBe(
      'dp-document_front-error',
    );
    expect(screen.getByText(`Front of the document (photo or scan): ${why}`)).toBeTruthy();
    expect(screen.queryByText('The upload did not finish.')).toBeNull();
  });

  it('tells an unknown reason as the wrong type', async () => {
    xhrAnswers = [{ status: 422, body: { errors: [{ fieldName: 'file', message: 'other' }] } }];
    await chooseAndSend();
    expect(
      await screen.findByText('Choose a JPEG, PNG or PDF file.', { selector: '.field-error' }),
    ).toBeTruthy();
  });

  it('shows a refused back at the back picker, after the front arrived', async () => {
    xhrAnswers = [
      { status: 200, body: leadAnswer(ProgressState.IdUpload) },
      { status: 422, body: { errors: [{ fieldName: 'file', message: 'upload.refused.pixels' }] } },
    ];
    await chooseAndSend(true);
    const error = await screen.findByText(/The image has too many pixels/, {
      selector: '.field-error',
    });
    expect(error.id).toBe('dp-document_back-error');
    expect(uploads.map((u) => u.side)).toEqual(['front', 'back']);
  });

  it('offers a retry when the upload did not arrive', async () => {
    xhrAnswers = ['network-error'];
    await chooseAndSend();
    expect(await screen.findByText('The upload did not finish.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.querySelector('.field-error')).toBeNull();
  });
});
