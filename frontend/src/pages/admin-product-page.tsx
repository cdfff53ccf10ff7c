import type { ProductView } from '@club/contracts';
import { useParams } from 'react-router-dom';
import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { ProductEditor } from '@/features/admin-products/components/product-editor';
import { ProductPreview } from '@/features/merchandise/components/product-preview';
import { useDocumentTitle } from '@/hooks/use-document-title';

const preview = (product: ProductView) => <ProductPreview product={product} />;

/** A new product (/admin/products/new) or one of the catalogue (/admin/products/:id). */
export function AdminProductPage() {
  const { id } = useParams();
  const title = id ? 'Edit Product' : 'New Product';
  useDocumentTitle(title);
  return (
    <AdminConsoleFrame title={title}>
      {() => <ProductEditor key={id ?? 'new'} id={id} renderPreview={preview} />}
    </AdminConsoleFrame>
  );
}
