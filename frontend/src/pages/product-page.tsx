import { useParams } from 'react-router-dom';
import { ProductDetail } from '@/features/merchandise/components/product-detail';

export function ProductPage() {
  const { id } = useParams();
  return <ProductDetail productId={id} />;
}
