import type { PostHogConfig } from 'posthog-js';
// The SDK's default API host comes from the CSP list, so the CSP and the SDK cannot disagree
// about where events go.
import { stampNonce } from '../lib/load-script';
import { defaultPosthogHost } from '@finceptiv/contract/tracking-csp';

/**
 * Spec 7 and 9. Every value is set even where it equals today's SDK default, so an SDK
 * upgrade cannot quietly change what the product collects or how long cookies live.
 */
export function posthogOptions(host: string | undefined): Partial<PostHogConfig> {
  return {
    api_host: host ?? defaultPosthogHost,
    autocapture: false,
    capture_pageleave: false,
    // Page views are sent by page(path) from the router, not guessed from history changes.
    capture_pageview: false,
    // Recording is the session-recording vendor's job (spec 4 gate); one recorder only.
    disable_session_recording: true,
    session_idle_timeout_seconds: 1800,
    cookie_expiration: 365,
    feature_flag_request_timeout_ms: 3000,
    surveys_request_timeout_ms: 10000,
    // The SDK adds some of its parts as scripts later; they need the page's CSP nonce too.
    prepare_external_dependency_script: (script) => stampNonce(script),
  };
}
