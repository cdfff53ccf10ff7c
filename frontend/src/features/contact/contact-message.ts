export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'membership', label: 'Membership' },
  { value: 'tournaments', label: 'Tournaments' },
  { value: 'support', label: 'Support' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export interface ContactMessage {
  name: string;
  email: string;
  /** Empty when the visitor chose none. */
  subject: ContactSubject | '';
  message: string;
}

/** A stored draft of the form, as it was typed (see useSessionDraft). */
export function isContactMessage(value: unknown): value is ContactMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { name, email, subject, message } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof email === 'string' &&
    typeof message === 'string' &&
    (subject === '' || CONTACT_SUBJECTS.some((option) => option.value === subject))
  );
}

/** SPEC §5: no subject chosen reads as a general inquiry. */
export function subjectLabel(subject: ContactMessage['subject']): string {
  const found = CONTACT_SUBJECTS.find((option) => option.value === subject);
  return found ? found.label : 'General Inquiry';
}

/** The chat message support receives: the subject, who wrote and what they wrote. */
export function formatContactMessage({ name, email, subject, message }: ContactMessage): string {
  return [
    'Contact form message',
    `Subject: ${subjectLabel(subject)}`,
    `Name: ${name.trim()}`,
    `Email: ${email.trim()}`,
    '',
    message.trim(),
  ].join('\n');
}

/** Keeps the whole chat message under the server's 4,000 characters. */
export const CONTACT_MESSAGE_MAX_LENGTH = 3000;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
