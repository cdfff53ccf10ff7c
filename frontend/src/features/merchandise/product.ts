/** A merchandise product as GET /api/merchandise answers it (SPEC §3); prices in cents. */
export interface ProductImage {
  src: string;
  is_default: boolean;
}

export interface ProductVariant {
  id: number | string;
  title: string;
  price: number;
  options: Record<string, string>;
}

export interface Product {
  id: string;
  title: string;
  description: string;
  tags: string[];
  images: ProductImage[];
  variants: ProductVariant[];
}
