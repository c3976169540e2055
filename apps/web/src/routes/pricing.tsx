import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/pricing/pricing-page';
import { pricingSearchSchema } from '../features/pricing/pricing-search';

export const Route = createFileRoute('/pricing')({
  validateSearch: pricingSearchSchema,
  component: function PricingRoute() {
    return <PricingPage checkout={Route.useSearch().checkout} />;
  },
});
