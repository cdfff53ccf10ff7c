import { ChatComposer } from '@/components/chat/chat-composer';
import { useTypingSignal } from '@/chat-core/use-typing-signal';
import type { Composer } from '../use-composer';

interface DraftComposerProps {
  composer: Composer;
  busy: boolean;
  /** The conversation support sees this draft being typed in (none before the first message). */
  conversationId?: string;
}

/** The shared composer, bound to a widget's draft; support sees when it is being written. */
export function DraftComposer({ composer, busy, conversationId }: DraftComposerProps) {
  useTypingSignal(conversationId, composer.text);
  return (
    <ChatComposer
      text={composer.text}
      onTextChange={composer.setText}
      image={composer.image}
      onImageChange={composer.setImage}
      onSend={composer.sendDraft}
      busy={busy}
      error={composer.error}
      onError={composer.setError}
    />
  );
}
