import { describe, expect, it } from 'vitest';
import { formatContactMessage, subjectLabel } from './contact-message';

describe('contact message', () => {
  it('reads no subject as a general inquiry', () => {
    expect(subjectLabel('')).toBe('General Inquiry');
    expect(subjectLabel('general')).toBe('General Inquiry');
    expect(subjectLabel('tournaments')).toBe('Tournaments');
  });

  it('carries the subject, the name, the email and the message', () => {
    expect(
      formatContactMessage({
        name: '  Nova Star ',
        email: 'nova@example.com ',
        subject: 'membership',
        message: ' Upgrade me to Gold.\nThanks! ',
      }),
    ).toBe(
      [
        'Contact form message',
        'Subject: Membership',
        'Name: Nova Star',
        'Email: nova@example.com',
        '',
        'Upgrade me to Gold.\nThanks!',
      ].join('\n'),
    );
  });
});
