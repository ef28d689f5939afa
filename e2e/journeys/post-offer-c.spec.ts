import { test } from '../support/fixtures';
import { walkPartner } from '../support/post-offer-steps';
import { scaled } from '../support/timeouts';

// Partners 11-15 of the steering table (docs/api.md): the applicant continues an accepted lead
// from its continue link and completes each post-offer screen in the UI, with axe on each.
// Each journey walks several screens with axe on each: more than the default 60 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: scaled(180_000) });

const partners = [
  { name: 'Instabank', day: 11, steps: ['/instabank-offer', '/dynamic-consents'], end: 11 },
  { name: 'Lendon', day: 12, steps: ['/wniosek', '/wniosek-uzupelnienie'], end: 11 },
  { name: 'Credius', day: 13, steps: ['/cnp', '/aide'], end: 12 },
  { name: 'Ibancar Motor', day: 14, steps: ['/vehicle', '/mobile-verification'], end: 11 },
  {
    name: 'IPF Digital',
    day: 15,
    steps: ['/ipfd-offer-choice', '/change-mobile-number', '/mobile-verification'],
    end: 11,
  },
] as const;

for (const partner of partners) {
  test(`${partner.name}: ${partner.steps.join(', ')}`, ({ page, request, server }) =>
    walkPartner(page, request, server.origin('fiesta'), partner));
}
