import {
  PAYMENT_STATUS_LABEL,
  PAYMENT_STATUSES,
  STORE_PACKAGE_ID,
  STORE_PACKAGE_NAME,
  type AdminPaymentsQuery,
  type PaymentStatus,
  type StorePackageId,
} from '@club/contracts';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { dayProblem } from '../payment-query';

const PACKAGE_IDS = Object.values(STORE_PACKAGE_ID);

type Filters = Pick<AdminPaymentsQuery, 'status' | 'package' | 'from' | 'to'>;

interface PaymentFiltersFormProps {
  /** The filters the address holds now. */
  filters: Filters;
  /** The club's time zone, whose days the filter counts. */
  timeZone: string;
  /** New filters: the list starts again from its first page. */
  onApply: (filters: Filters) => void;
}

/**
 * A day field's width, its label whole: the label names the club's zone, which may be long
 * (America/Argentina/Buenos_Aires), and a shrunk label may take 133 % of its field less 32 px
 * (about 0.6rem a character before it shrinks). A long one gets a row of its own on a phone.
 */
function dayFieldWidth(label: string) {
  const basis = `max(9rem, calc((${(label.length * 0.6).toFixed(1)}rem + 32px) * 0.75))`;
  return { flex: `1 1 ${basis}`, maxWidth: `max(200px, ${basis})` };
}

/** Status, package and a range of the club's days; "Show" puts them in the address. */
export function PaymentFiltersForm({ filters, timeZone, onApply }: PaymentFiltersFormProps) {
  const [status, setStatus] = useState<PaymentStatus | ''>(filters.status ?? '');
  const [packageId, setPackageId] = useState<StorePackageId | ''>(filters.package ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [problem, setProblem] = useState(() => dayProblem(filters));
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = dayProblem({ from: from || undefined, to: to || undefined });
    setProblem(next);
    if (next) {
      (next.field === 'from' ? fromRef : toRef).current?.focus();
      return;
    }
    onApply({
      ...(status && { status }),
      ...(packageId && { package: packageId }),
      ...(from && { from }),
      ...(to && { to }),
    });
  }

  const dayLabel = { from: `From (${timeZone})`, to: `To (${timeZone})` };
  const dayField = (field: 'from' | 'to') => ({
    label: dayLabel[field],
    error: problem?.field === field,
    helperText: problem?.field === field ? problem.message : undefined,
    sx: dayFieldWidth(dayLabel[field]),
  });

  return (
    <Box
      component="form"
      aria-label="Payment filters"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as PaymentStatus | '')}
        sx={{ flex: '1 1 9rem', maxWidth: 200 }}
      >
        <MenuItem value="">All</MenuItem>
        {PAYMENT_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {PAYMENT_STATUS_LABEL[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Package"
        value={packageId}
        onChange={(event) => setPackageId(event.target.value as StorePackageId | '')}
        sx={{ flex: '1 1 9rem', maxWidth: 200 }}
      >
        <MenuItem value="">All</MenuItem>
        {PACKAGE_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {STORE_PACKAGE_NAME[id]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        inputRef={fromRef}
        {...dayField('from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        inputRef={toRef}
        {...dayField('to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained">
        Show
      </Button>
    </Box>
  );
}
