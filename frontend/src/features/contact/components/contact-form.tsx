import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import type { ChangeEvent, FormEvent } from 'react';
import { useSessionDraft } from '@/hooks/use-session-draft';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECTS,
  isContactMessage,
  type ContactMessage,
} from '../contact-message';
import { useContactSubmit } from '../use-contact-submit';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * Name, email, subject and message; the browser checks the required fields. What is typed is
 * kept as a draft until it is sent, so a visitor sent to sign in finds it here on return.
 */
export function ContactForm() {
  const [values, setValues, clearDraft] = useSessionDraft('contact', EMPTY, isContactMessage);
  const { submit, isSending, isSessionLoading } = useContactSubmit();

  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(values)) clearDraft();
  };

  return (
    <Box
      component="form"
      aria-label="Contact form"
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={onChange}
        required
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: CONTACT_NAME_MAX_LENGTH } }}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={values.email}
        onChange={onChange}
        required
        autoComplete="email"
        slotProps={{ htmlInput: { maxLength: CONTACT_EMAIL_MAX_LENGTH } }}
      />
      <TextField
        select
        label="Subject"
        name="subject"
        value={values.subject}
        onChange={onChange}
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a subject (optional)</option>
        {CONTACT_SUBJECTS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      <TextField
        label="Message"
        name="message"
        value={values.message}
        onChange={onChange}
        required
        multiline
        // A fixed height: a growing one is measured by script, and the pre-rendered page would
        // change height, moving the button under the pointer, when the app takes it over.
        rows={6}
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX_LENGTH } }}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          disabled={isSending || isSessionLoading}
        >
          {isSending ? 'Sending...' : 'Send Message'}
        </Button>
      </Box>
    </Box>
  );
}
