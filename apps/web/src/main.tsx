import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

// Spec 8: the exact start-up error when the host page lacks the container.
const rootId = 'finceptiv-root';
const container = document.getElementById(rootId);
if (!container) throw new Error(`Root container "#${rootId}" not found in the DOM.`);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
