import { TWO_FACTOR_TEXT } from '@club/contracts';
import { TextField } from '@mui/material';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  /** Recovery codes are letters too: no numeric keyboard then. */
  numeric?: boolean;
}

/** An authenticator app's code: numeric keyboard on phones, one-time-code autofill. */
export function CodeField({
  id,
  value,
  onChange,
  error,
  label = TWO_FACTOR_TEXT.codeLabel,
  numeric = true,
}: CodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      required
      autoComplete={numeric ? 'one-time-code' : 'off'}
      slotProps={{
        inputLabel: { required: false },
        htmlInput: numeric ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } : {},
      }}
    />
  );
}
