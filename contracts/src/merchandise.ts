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

/** Where the catalogue comes from (`MERCH_PROVIDER`). */
export const MERCHANDISE_PROVIDERS = ['local', 'printify'] as const;
export type MerchandiseProvider = (typeof MERCHANDISE_PROVIDERS)[number];

export interface ProductImageBody {
  /** An https URL, a path on this site, or an image uploaded for products (`/api/uploads/…`). */
  src: string;
  is_default?: boolean;
}

export interface ProductVariantBody {
  title: string;
  /** Price in cents. */
  price: number;
  options?: Record<string, string>;
}

/** `POST /api/admin/merchandise`, `PUT /api/admin/merchandise/{id}`: the whole product. */
export interface ProductBody {
  title: string;
  description?: string;
  tags?: string[];
  /** In the order shown; the one marked `is_default` is shown first on the catalogue card. */
  images?: ProductImageBody[];
  variants: ProductVariantBody[];
}

/** `GET /api/admin/merchandise/source`, `POST /api/admin/merchandise/refresh`. */
export interface MerchandiseSourceView {
  provider: MerchandiseProvider;
  /** The Printify shop the catalogue is read from; null for the local catalogue. */
  shopId: string | null;
  /** When this instance last loaded the Printify catalogue (ISO); null if not yet, or local. */
  refreshedAt: string | null;
}

/** `GET /api/admin/merchandise?q=`: title or tag contains q, any case. */
export interface AdminProductQuery {
  q?: string;
}
