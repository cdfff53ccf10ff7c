import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';
import { PAYMENT_OPTIONS, paymentLabel, type PaymentOption } from '../payment-picker-rules';

interface PaymentPickerProps {
  /** Sends the chosen provider's label (it shows in the thread as it goes). */
  onSend: (label: string) => void;
  busy?: boolean;
}

/** Answers support's deposit message: choose a provider, then Send posts its name. */
export function PaymentPicker({ onSend, busy }: PaymentPickerProps) {
  const [choice, setChoice] = useState<PaymentOption | ''>('');

  const send = () => {
    if (!choice) return;
    onSend(paymentLabel(choice));
    setChoice('');
  };

  return (
    <Box data-testid="payment-picker" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ fontSize: '0.8rem', mb: 0.5 }}>
          Choose a payment provider
        </FormLabel>
        <RadioGroup
          row
          name="payment-provider"
          value={choice}
          onChange={(event) => setChoice(event.target.value as PaymentOption)}
        >
          {PAYMENT_OPTIONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio size="small" />}
              label={option.label}
              sx={{ mr: 1.5, '& .MuiFormControlLabel-label': { fontSize: '0.85rem' } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ textAlign: 'right' }}>
        <Button variant="contained" size="small" onClick={send} disabled={!choice || busy}>
          Send
        </Button>
      </Box>
    </Box>
  );
}
