import { FOLLOW_UP_CONFIRM_TEXT } from '@club/contracts';
import { ConfirmChatEmailScreen } from '@/features/chat-widget/components/confirm-chat-email-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** FOLLOW_UP_CONFIRM_PATH: the page a chat follow-up address's confirmation mail links to. */
export function ConfirmChatEmailPage() {
  useDocumentTitle(FOLLOW_UP_CONFIRM_TEXT.pageTitle);
  return <ConfirmChatEmailScreen />;
}
