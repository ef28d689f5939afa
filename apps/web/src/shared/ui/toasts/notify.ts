import { log } from '@/shared/lib/log';
import { ensureToastHost } from './toast-host';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Shows a toast; react-toastify queues it until the lazily mounted container is ready. */
export async function notify(message: string, kind: ToastKind = 'info'): Promise<void> {
  ensureToastHost();
  try {
    const { toast } = await import('react-toastify/unstyled');
    toast(message, { type: kind });
  } catch (error) {
    log.warn('Toast could not be shown', error);
  }
}
