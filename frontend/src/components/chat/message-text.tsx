import { Link } from '@mui/material';
import { linkify } from '@/lib/chat/linkify';

/**
 * A message's text with its web addresses as links that open in a new tab without giving that
 * tab a handle on this one. Rendered as elements, so nothing in the text is ever taken as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return linkify(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <Link
        // The parts of one message never change order: the index is a stable key.
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        underline="always"
        data-testid="message-link"
      >
        {part.text}
      </Link>
    ),
  );
}
