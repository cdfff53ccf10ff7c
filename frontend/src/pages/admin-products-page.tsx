import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { ProductList } from '@/features/admin-products/components/product-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The merchandise catalogue, searchable; each product opens its editor. */
export function AdminProductsPage() {
  useDocumentTitle('Products');
  return <AdminConsoleFrame title="Products">{() => <ProductList />}</AdminConsoleFrame>;
}
