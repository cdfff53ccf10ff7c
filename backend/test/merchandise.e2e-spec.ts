import type { ProductView } from '@club/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { printifyProduct, startPrintifyStub, type PrintifyStub } from './support/printify-stub.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'merch_admin', password: 'admin-password-1' };
const TEE_ID = '569ec94e-4a3f-4740-8176-e3d6bb043708';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const PUBLIC_DIR = path.resolve(import.meta.dirname, '..', '..', 'frontend', 'public');

const newProduct = {
  title: 'Dealer Button',
  description: 'Heavy acrylic dealer button.',
  tags: ['Poker'],
  images: [{ src: '/images/merchandise/chip-set.svg', is_default: true }],
  variants: [
    { title: 'Classic', price: 900, options: { Style: 'Classic' } },
    { title: 'Gold', price: 1500, options: { Style: 'Gold' } },
  ],
};

describe('GET /api/merchandise (local catalogue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the seeded demo catalogue to anonymous visitors, in the spec shape', async () => {
    const response = await request(t.http).get('/api/merchandise').expect(200);
    const products = response.body as ProductView[];
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual([
        'description',
        'id',
        'images',
        'tags',
        'title',
        'variants',
      ]);
      expect(product.title).not.toBe('');
      expect(product.variants.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      for (const variant of product.variants) {
        expect(Object.keys(variant).sort()).toEqual(['id', 'options', 'price', 'title']);
        expect(Number.isInteger(variant.price)).toBe(true);
        expect(Object.keys(variant.options).length).toBeGreaterThanOrEqual(1);
      }
      for (const image of product.images) {
        expect(Object.keys(image).sort()).toEqual(['is_default', 'src']);
      }
    }
    expect(products[0]).toMatchObject({
      id: TEE_ID,
      title: 'Club Logo Tee',
      tags: ['Apparel', 'Bestseller', 'Poker'],
      images: [
        { src: '/images/merchandise/club-logo-tee-black.svg', is_default: false },
        { src: '/images/merchandise/club-logo-tee-navy.svg', is_default: true },
      ],
    });
    expect(products[0].variants[0]).toMatchObject({
      title: 'Black / S',
      price: 2500,
      options: { Color: 'Black', Size: 'S' },
    });
    expect(Object.keys(products[0].variants[0].options)).toEqual(['Color', 'Size']);
  });

  it('ships every catalogue picture with the site', async () => {
    const products = (await request(t.http).get('/api/merchandise').expect(200))
      .body as ProductView[];
    const sources = products.flatMap((product) => product.images.map((image) => image.src));
    for (const src of sources) {
      expect(src).toMatch(/^\/images\/merchandise\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(PUBLIC_DIR, src))).toBe(true);
    }
  });

  it('answers one product by id', async () => {
    const response = await request(t.http).get(`/api/merchandise/${TEE_ID}`).expect(200);
    expect(response.body).toMatchObject({ id: TEE_ID, title: 'Club Logo Tee' });
    expect(response.body.variants).toHaveLength(8);
  });

  it.each([MISSING_ID, 'not-a-uuid'])('answers 404 "Product not found" for %s', async (id) => {
    const response = await request(t.http).get(`/api/merchandise/${id}`).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Product not found' });
  });
});

describe('/api/admin/merchandise (admin only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => t.close());
  const admin = () =>
    agentSignedInAs(t.http, ADMIN.username, ADMIN.password).then(({ agent }) => agent);

  it('refuses anonymous callers with 401 and members with 403, changing nothing', async () => {
    await request(t.http).post('/api/admin/merchandise').send(newProduct).expect(401);
    await request(t.http).put(`/api/admin/merchandise/${TEE_ID}`).send(newProduct).expect(401);
    await request(t.http).delete(`/api/admin/merchandise/${TEE_ID}`).expect(401);
    const { agent } = await signedInAgent(t.http);
    const forbidden = await agent.post('/api/admin/merchandise').send(newProduct).expect(403);
    expect(forbidden.body).toEqual({
      statusCode: 403,
      message: 'You do not have permission to do this',
    });
    await agent.put(`/api/admin/merchandise/${TEE_ID}`).send(newProduct).expect(403);
    await agent.delete(`/api/admin/merchandise/${TEE_ID}`).expect(403);
    const tee = await request(t.http).get(`/api/merchandise/${TEE_ID}`).expect(200);
    expect(tee.body.title).toBe('Club Logo Tee');
  });

  it('creates a product, which the catalogue then lists last', async () => {
    const agent = await admin();
    const created = await agent.post('/api/admin/merchandise').send(newProduct).expect(201);
    expect(created.body).toMatchObject({
      title: 'Dealer Button',
      description: 'Heavy acrylic dealer button.',
      tags: ['Poker'],
      images: [{ src: '/images/merchandise/chip-set.svg', is_default: true }],
      variants: [
        { title: 'Classic', price: 900, options: { Style: 'Classic' } },
        { title: 'Gold', price: 1500, options: { Style: 'Gold' } },
      ],
    });
    const list = (await request(t.http).get('/api/merchandise').expect(200)).body as ProductView[];
    expect(list.at(-1)?.id).toBe(created.body.id);
  });

  it('accepts image paths on this site and https URLs, stored as given', async () => {
    const agent = await admin();
    const images = [
      { src: '/images/x.png', is_default: true },
      { src: '/images/merchandise/chip%20set.svg?v=2', is_default: false },
      { src: 'https://cdn.example/mockups/front.jpg', is_default: false },
    ];
    const created = await agent
      .post('/api/admin/merchandise')
      .send({ ...newProduct, images })
      .expect(201);
    expect(created.body.images).toEqual(images);
    const replaced = await agent
      .put(`/api/admin/merchandise/${created.body.id}`)
      .send({ ...newProduct, images: images.slice(1) })
      .expect(200);
    expect(replaced.body.images).toEqual(images.slice(1));
    const refused = await agent
      .put(`/api/admin/merchandise/${created.body.id}`)
      .send({ ...newProduct, images: [{ src: '/images/../../etc/passwd' }] })
      .expect(400);
    expect(refused.body.message).toBe('image src path must not contain . or .. segments');
    const kept = await request(t.http).get(`/api/merchandise/${created.body.id}`).expect(200);
    expect(kept.body.images).toEqual(images.slice(1));
  });

  it('keeps the order of variant options as given', async () => {
    const agent = await admin();
    const created = await agent
      .post('/api/admin/merchandise')
      .send({
        title: 'Ordered',
        variants: [{ title: 'XL / Red', price: 100, options: { Size: 'XL', Color: 'Red' } }],
      })
      .expect(201);
    expect(Object.keys(created.body.variants[0].options)).toEqual(['Size', 'Color']);
    const fetched = await request(t.http).get(`/api/merchandise/${created.body.id}`).expect(200);
    expect(Object.keys(fetched.body.variants[0].options)).toEqual(['Size', 'Color']);
  });

  it('creates a product with only a title and variants', async () => {
    const agent = await admin();
    const created = await agent
      .post('/api/admin/merchandise')
      .send({ title: '  Plain  ', variants: [{ title: 'One', price: 1 }] })
      .expect(201);
    expect(created.body).toMatchObject({
      title: 'Plain',
      description: '',
      tags: [],
      images: [],
      variants: [{ title: 'One', price: 1, options: {} }],
    });
  });

  it('replaces a product and deletes it', async () => {
    const agent = await admin();
    const { body: created } = await agent
      .post('/api/admin/merchandise')
      .send(newProduct)
      .expect(201);
    const replaced = await agent
      .put(`/api/admin/merchandise/${created.id}`)
      .send({
        ...newProduct,
        title: 'Dealer Button XL',
        tags: [],
        images: [],
        variants: [{ title: 'XL', price: 2500 }],
      })
      .expect(200);
    expect(replaced.body).toMatchObject({
      id: created.id,
      title: 'Dealer Button XL',
      tags: [],
      images: [],
      variants: [{ title: 'XL', price: 2500 }],
    });
    await agent.delete(`/api/admin/merchandise/${created.id}`).expect(204);
    await request(t.http).get(`/api/merchandise/${created.id}`).expect(404);
    const again = await agent.delete(`/api/admin/merchandise/${created.id}`).expect(404);
    expect(again.body).toEqual({ statusCode: 404, message: 'Product not found' });
  });

  it.each([MISSING_ID, 'nope'])('answers 404 to replacing the unknown product %s', async (id) => {
    const agent = await admin();
    const response = await agent.put(`/api/admin/merchandise/${id}`).send(newProduct).expect(404);
    expect(response.body.message).toBe('Product not found');
  });

  it.each([
    [{ ...newProduct, title: undefined }, 'Title is required'],
    [{ ...newProduct, title: '   ' }, 'Title is required'],
    [{ ...newProduct, title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ ...newProduct, description: 5 }, 'Description must be text'],
    [{ ...newProduct, tags: 'Poker' }, 'Tags must be a list'],
    [
      { ...newProduct, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'A product has at most 20 tags',
    ],
    [{ ...newProduct, variants: [] }, 'A product needs at least one variant'],
    [{ ...newProduct, variants: undefined }, 'A product needs at least one variant'],
    [
      { ...newProduct, variants: [{ title: 'A', price: -1 }] },
      'Variant 1 price must be at least $0.01',
    ],
    [
      { ...newProduct, variants: [{ title: 'A', price: 9.5 }] },
      'Variant 1 price must be a whole number of cents',
    ],
    [{ ...newProduct, variants: [{ title: '', price: 100 }] }, 'Variant 1 title is required'],
    [
      { ...newProduct, variants: [{ title: 'A', price: 100, options: { Size: 5 } }] },
      'Variant options must map option names to text values',
    ],
    [
      { ...newProduct, images: [{ src: 'javascript:alert(1)' }] },
      'image src must be an https URL or a path on this site',
    ],
    [
      { ...newProduct, images: [{ src: '//evil.example/x.png' }] },
      'image src must be an https URL or a path on this site',
    ],
    [
      { ...newProduct, images: [{ src: 'http://plain.example/x.png' }] },
      'image src must be an https URL or a path on this site',
    ],
    [
      { ...newProduct, images: [{ src: 'data:image/svg+xml;base64,PHN2Zz4=' }] },
      'image src must be an https URL or a path on this site',
    ],
    [
      { ...newProduct, images: [{ src: '/../etc/passwd' }] },
      'image src path must not contain . or .. segments',
    ],
    [
      { ...newProduct, images: [{ src: '/\\evil.example/x.png' }] },
      'image src must not contain backslashes',
    ],
    [
      { ...newProduct, images: [{ src: '/images//x.png' }] },
      'image src path must not contain empty segments (//) or end with /',
    ],
    [
      { ...newProduct, images: [{ src: '/images/x.png\u0007' }] },
      'image src must not contain spaces or control characters',
    ],
    [{ ...newProduct, id: TEE_ID }, 'property id should not exist'],
  ])('refuses bad input with 400 (%#)', async (body, message) => {
    const agent = await admin();
    const before = (await request(t.http).get('/api/merchandise').expect(200)).body.length;
    const response = await agent.post('/api/admin/merchandise').send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect((await request(t.http).get('/api/merchandise').expect(200)).body.length).toBe(before);
  });
});

describe('GET /api/merchandise with MERCH_PROVIDER=printify', () => {
  let stub: PrintifyStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startPrintifyStub('shop-7');
    stub.products = [
      printifyProduct('pf-1', 'Printify Tee'),
      { ...printifyProduct('pf-2', 'Hidden'), visible: false },
    ];
    t = await startTestApp({
      MERCH_PROVIDER: 'printify',
      PRINTIFY_API_TOKEN: 'token-123',
      PRINTIFY_SHOP_ID: 'shop-7',
      PRINTIFY_API_BASE: stub.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it("answers the shop's visible products, mapped to the spec shape", async () => {
    const response = await request(t.http).get('/api/merchandise').expect(200);
    expect(response.body).toEqual([
      {
        id: 'pf-1',
        title: 'Printify Tee',
        description: 'Printify Tee in soft cotton & more.\nSecond line',
        tags: ['Apparel', 'Printify'],
        images: [
          { src: 'https://images-api.printify.com/mockup/pf-1/front.jpg', is_default: false },
          { src: 'https://images-api.printify.com/mockup/pf-1/back.jpg', is_default: true },
        ],
        variants: [
          { id: 101, title: 'Black / M', price: 2000, options: { Colors: 'Black', Sizes: 'M' } },
          { id: 102, title: 'Black / L', price: 2200, options: { Colors: 'Black', Sizes: 'L' } },
          { id: 104, title: 'White / L', price: 2200, options: { Colors: 'White', Sizes: 'L' } },
        ],
      },
    ]);
    expect(stub.requests[0].headers.authorization).toBe('Bearer token-123');
    await request(t.http).get('/api/merchandise/pf-1').expect(200);
    const missing = await request(t.http).get('/api/merchandise/pf-2').expect(404);
    expect(missing.body.message).toBe('Product not found');
  });

  it('refuses to start without its token and shop id', async () => {
    await expect(startTestApp({ MERCH_PROVIDER: 'printify' })).rejects.toThrow(
      'MERCH_PROVIDER=printify needs PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID',
    );
  });
});

describe('GET /api/merchandise when Printify fails and nothing is cached', () => {
  it('answers 503 "Unable to load merchandise"', async () => {
    const stub = await startPrintifyStub('shop-8');
    stub.mode = 500;
    const t = await startTestApp({
      MERCH_PROVIDER: 'printify',
      PRINTIFY_API_TOKEN: 'token',
      PRINTIFY_SHOP_ID: 'shop-8',
      PRINTIFY_API_BASE: stub.url,
    });
    try {
      const response = await request(t.http).get('/api/merchandise').expect(503);
      expect(response.body).toEqual({ statusCode: 503, message: 'Unable to load merchandise' });
      await request(t.http).get('/api/merchandise/pf-1').expect(503);
    } finally {
      await t.close();
      await stub.close();
    }
  });
});
