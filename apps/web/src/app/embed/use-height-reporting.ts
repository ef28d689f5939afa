import { useEffect } from 'react';
import { isDevelopment } from '@/shared/config/build-env';
import { log } from '@/shared/lib/log';
import { createHeightReporter } from './height-reporter';
import {
  allowedParentOrigins,
  parentOrigin,
  servedParentOrigins,
  targetOrigin,
} from './parent-origin';

// The document's content height; the body carries no min-height when framed (base.css), so
// it shrinks as well as grows with the form.
function documentHeight(): number {
  return document.body.getBoundingClientRect().height;
}

export function useHeightReporting(
  framed: boolean,
  configuredOrigins: () => readonly string[] = servedParentOrigins,
): void {
  useEffect(() => {
    if (!framed) return undefined;
    const allowed = allowedParentOrigins(configuredOrigins(), window.location, isDevelopment);
    const target = targetOrigin(parentOrigin(), allowed);
    if (target === undefined) {
      log.warn('Framing origin is not allowed: FORM_HEIGHT is not sent', parentOrigin());
      return undefined;
    }
    const reporter = createHeightReporter({
      measure: documentHeight,
      post: (message) => {
        window.parent.postMessage(message, target);
      },
    });
    const onLoad = () => {
      reporter.reportNow();
    };
    if (document.readyState === 'complete') reporter.reportNow();
    else window.addEventListener('load', onLoad, { once: true });
    const observer = new ResizeObserver(() => {
      reporter.schedule();
    });
    observer.observe(document.body);
    return () => {
      window.removeEventListener('load', onLoad);
      observer.disconnect();
      reporter.dispose();
    };
  }, [framed, configuredOrigins]);
}
