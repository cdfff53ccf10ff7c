import { ChatComposer } from '@/components/chat/chat-composer';
import type { Composer } from '../use-composer';

/** The shared composer, bound to a widget's draft. */
export function DraftComposer({ composer, busy }: { composer: Composer; busy: boolean }) {
  return (
    <ChatComposer
      text={composer.text}
      onTextChange={composer.setText}
      image={composer.image}
      onImageChange={composer.setImage}
      onSend={() => void composer.sendDraft()}
      busy={busy}
      error={composer.error}
      onError={composer.setError}
    />
  );
}
