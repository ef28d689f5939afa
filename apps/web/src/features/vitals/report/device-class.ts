import type { DeviceClass } from '@finceptiv/contract/vitals';

interface UserAgentData {
  mobile?: boolean;
}

/**
 * mobile or desktop, from what the browser says of itself: the User-Agent Client Hints' mobile
 * flag where there is one (Chromium), else a narrow viewport. Two values and nothing more, so it
 * adds nothing that tells one applicant from another (ADR 0029).
 */
export function deviceClass(
  nav: { userAgentData?: UserAgentData } = navigator as { userAgentData?: UserAgentData },
  narrow: () => boolean = () => window.innerWidth < 768,
): DeviceClass {
  const mobile = nav.userAgentData?.mobile;
  if (typeof mobile === 'boolean') return mobile ? 'mobile' : 'desktop';
  return narrow() ? 'mobile' : 'desktop';
}
