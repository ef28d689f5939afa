import type { ToastContainerProps } from 'react-toastify/unstyled';

// Spec 9's toast settings. The limit keeps a burst of messages readable: the rest wait in
// react-toastify's queue and appear as earlier ones close.
export const toastLimit = 3;

export const toastOptions = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: true,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
  theme: 'colored',
  limit: toastLimit,
} satisfies ToastContainerProps;
