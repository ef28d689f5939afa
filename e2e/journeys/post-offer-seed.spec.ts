import { productIds } from '@finceptiv/contract/product-ids';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { test, expect } from '../support/fixtures';
import { seedLead } from '../support/seed-lead';

// seedLead is the entry of every post-offer journey: it must work for every brand's backend
// product (each has its own limits and phone country) and honour the steering table.
test('seedLead reaches the decision for every brand and rejects a low income', async ({
  request,
  server,
}) => {
  for (const product of productIds) {
    const lead = await seedLead(request, server.origin(product), { product, birthDay: 3 });
    expect(lead.progressState, product).toBe(ProgressState.Accepted);
    expect(lead.continuePath).toMatch(
      /^\/application-frontend\/continue\/[\w-]+\?urlType=email&token=/,
    );
  }
  const rejected = await seedLead(request, server.origin('fiesta'), {
    product: 'fiesta',
    birthDay: 3,
    monthlyIncome: 500,
  });
  expect(rejected.progressState).toBe(ProgressState.Rejected);
  const stopped = await seedLead(request, server.origin('ibancar'), {
    product: 'ibancar',
    birthDay: 3,
    stopAtState: ProgressState.EmploymentDetails,
  });
  expect(stopped.progressState).toBe(ProgressState.EmploymentDetails);
});
