import { MerchandiseCatalogue } from '@/features/merchandise/components/merchandise-catalogue';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function MerchandisePage() {
  useDocumentTitle('Merchandise');
  return <MerchandiseCatalogue />;
}
