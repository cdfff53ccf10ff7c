import { NotFoundScreen } from '@/features/site/components/not-found-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return <NotFoundScreen />;
}
