import { ToastContainer } from 'react-toastify/unstyled';
// The stylesheet is a file (a <link>), not the injected <style> that the CSP would block.
import 'react-toastify/ReactToastify.css';
import './toasts.css';
import { toastOptions } from './toast-options';

export default function LazyToastContainer() {
  return <ToastContainer {...toastOptions} />;
}
