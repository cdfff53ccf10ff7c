/** One mail, rendered: both bodies come from a template (see templates/). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about; logged when mail is written to files instead of sent. */
  link?: string;
}

/** Sends mail: through SMTP when SMTP_URL is set, else into DATA_DIR/mail as .eml files. */
export abstract class Mailer {
  abstract send(mail: Mail): Promise<void>;
}
