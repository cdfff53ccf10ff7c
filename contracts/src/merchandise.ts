/** A product image; `is_default` marks the one shown first (SPEC §3 spells it so). */
export interface ProductImageView {
  src: string;
  is_default: boolean;
}

export interface ProductVariantView {
  id: number | string;
  title: string;
  /** Price in cents. */
  price: number;
  /** Option name to value, e.g. `{ Color: 'Navy', Size: 'M' }`. */
  options: Record<string, string>;
}

/** A product of the merchandise catalogue (`GET /api/merchandise`, `GET /api/merchandise/{id}`). */
export interface ProductView {
  id: string;
  title: string;
  description: string;
  tags: string[];
  images: ProductImageView[];
  variants: ProductVariantView[];
}
