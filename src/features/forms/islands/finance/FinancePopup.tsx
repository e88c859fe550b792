import { useEffect, useState } from 'react';
import type { CarLite } from '../../rules/car-lite.ts';
import { parseFinanceQuery, type FinanceQuery } from '../../rules/finance-query.ts';
import { LeadDialog } from '../LeadDialog.tsx';
import { tenantFormContext } from '../tenant-form-context.ts';
import { FinanceApplication } from './FinanceApplication.tsx';

/** spec/site §2 popup variant: 'Instant Finance pre-approval with no impact on your credit score.' in two form steps. */
export default function FinancePopup({
  quickPicks,
  maxTermYears,
  car,
  trigger = 'Get Pre-Approved',
}: {
  quickPicks: number[];
  maxTermYears: number;
  car?: CarLite;
  trigger?: string;
}) {
  const [query, setQuery] = useState<FinanceQuery>({ creditScore: 'GREAT' });
  useEffect(() => setQuery(parseFinanceQuery(new URLSearchParams(window.location.search))), []);
  return (
    <LeadDialog trigger={trigger} title="Instant Finance pre-approval with no impact on your credit score.">
      <FinanceApplication
        context={tenantFormContext()}
        car={car}
        query={query}
        quickPicks={quickPicks}
        maxTermYears={maxTermYears}
        variant="popup"
      />
    </LeadDialog>
  );
}
