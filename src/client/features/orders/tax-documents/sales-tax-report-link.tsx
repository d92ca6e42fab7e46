import { useState } from 'react';
import { can } from '../../../../shared/domain/roles.ts';
import { taxDocumentMessages } from '../../../../shared/tax-document-messages.ts';
import { useSessionStore } from '../../accounts/public.ts';

const text = taxDocumentMessages.links;

/** This Bangkok month, YYYY-MM. */
function thisMonth(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
}

/**
 * The month's sales tax report (รายงานภาษีขาย) as CSV, beside the orders' own export: a month and
 * the download. Admin and root only, as the report's call.
 */
export function SalesTaxReportLink({ className }: { className: string }) {
  const role = useSessionStore((state) => state.user?.role);
  const [month, setMonth] = useState(thisMonth);
  if (!can(role, 'reports:view')) return null;
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <span className="inline-flex items-center gap-2">
      <label className="inline-flex items-center gap-2 text-sm text-stone-700">
        {text.month}
        <input
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          className="rounded-md border border-stone-300 px-2 py-1.5 text-sm"
        />
      </label>
      {valid ? (
        <a href={`/api/admin/reports/sales-tax.csv?month=${month}`} download className={className}>
          {text.salesTaxReport}
        </a>
      ) : null}
    </span>
  );
}
