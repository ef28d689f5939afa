import '@/app/styles/base.css';
import { startApp } from '@/app/start-app';

// Spec 8: the exact start-up error when the host page lacks the container.
const rootId = 'finceptiv-root';
const container = document.getElementById(rootId);
if (!container) throw new Error(`Root container "#${rootId}" not found in the DOM.`);

void startApp(container);
