import type { ChatDepositsView } from '@club/contracts';
import { formatDuration } from './format-duration';

interface Figure {
  label: string;
  value: string;
}

/** A 0–1 share as a whole percentage, "—" when there is none. */
export const formatConversion = (conversion: number | null) =>
  conversion === null ? '—' : `${Math.round(conversion * 100)}%`;

/** The "Deposits closed in chat" figures, in the order the card shows them. */
export function chatDepositFigures(deposits: ChatDepositsView): Figure[] {
  return [
    { label: 'Requests sent', value: String(deposits.sent) },
    {
      label: 'Paid',
      value: deposits.demoPaid
        ? `${deposits.paid} (${deposits.demoPaid} demo)`
        : String(deposits.paid),
    },
    { label: 'Conversion', value: formatConversion(deposits.conversion) },
    { label: 'Median time to pay', value: formatDuration(deposits.medianSecondsToPay) },
  ];
}
