import {
  ERROR_TEXT,
  imageUnavailable,
  PRODUCT_LIMITS,
  PRODUCT_TEXT,
  variantText,
  type MerchandiseSourceView,
  type ProductBody,
  type ProductView,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageCleanup } from '../src/modules/uploads/image-cleanup.js';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { HTML_NAMED_PNG, OVERSIZE_PNG, PNG, SVG } from './support/images.js';
import { printifyProduct, startPrintifyStub, type PrintifyStub } from './support/printify-stub.js';
import { redisAnswers, startTwoInstances, TEST_REDIS_URL } from './support/redis.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'products_admin', password: 'products-admin-password' };
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
const BASE = '/api/admin/merchandise';
const TEE_ID = '569ec94e-4a3f-4740-8176-e3d6bb043708';

const PRODUCT: ProductBody = {
  title: 'Table Felt',
  description: 'Green speed cloth.',
  tags: ['Poker', 'Table'],
  images: [{ src: '/images/merchandise/chip-set.svg', is_default: true }],
  variants: [
    { title: 'Small', price: 4999, options: { Size: 'S' } },
    { title: 'Large', price: 7999, options: { Size: 'L' } },
  ],
};

/** A PNG whose header claims 10,000 × 10,000 pixels (100 megapixels). */
function hugePng(): Buffer {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(10_000, 16);
  bytes.writeUInt32BE(10_000, 20);
  return bytes;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every admin route of the Products section, with a body it would accept from an admin. */
const ROUTES: [Method, string, object | undefined][] = [
  ['get', BASE, undefined],
  ['get', `${BASE}?q=tee`, undefined],
  ['get', `${BASE}/source`, undefined],
  ['post', `${BASE}/refresh`, {}],
  ['get', `${BASE}/${TEE_ID}`, undefined],
  ['post', BASE, PRODUCT],
  ['put', `${BASE}/${TEE_ID}`, PRODUCT],
  ['delete', `${BASE}/${TEE_ID}`, undefined],
];

describe('Products section: admin routes (local catalogue)', () => {
  let t: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    t = await startTestApp({ ...ADMIN_ENV, RATE_LIMIT_UPLOAD: '100/60' });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  const create = async (body: ProductBody = PRODUCT): Promise<ProductView> => {
    const response = await admin.post(BASE).send(body);
    expect(response.body.message).toBeUndefined();
    return response.body as ProductView;
  };
  const upload = async (bytes = PNG): Promise<string> =>
    (await admin.post(`${BASE}/images`).attach('image', bytes, 'shirt.png').expect(201)).body
      .imageUrl as string;

  describe.each(ROUTES)('%s %s', (method, path, body) => {
    it('answers 401 to an anonymous caller and 403 to a member, changing nothing', async () => {
      const anonymous = await request(t.http)[method](path).send(body).expect(401);
      expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
      const { agent } = await signedInAgent(t.http);
      const member = await agent[method](path).send(body).expect(403);
      expect(member.body.message).toBe(ERROR_TEXT.forbidden);
      const tee = await request(t.http).get(`/api/merchandise/${TEE_ID}`).expect(200);
      expect(tee.body.title).toBe('Club Logo Tee');
    });
  });

  it('POST /images answers 401 to an anonymous caller and 403 to a member', async () => {
    const anonymous = await request(t.http)
      .post(`${BASE}/images`)
      .attach('image', PNG, 'a.png')
      .expect(401);
    expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
    const { agent } = await signedInAgent(t.http);
    const member = await agent.post(`${BASE}/images`).attach('image', PNG, 'a.png').expect(403);
    expect(member.body.message).toBe(ERROR_TEXT.forbidden);
  });

  it('lists the catalogue, searching titles and tags in any case', async () => {
    const all = (await admin.get(BASE).expect(200)).body as ProductView[];
    const shown = (await request(t.http).get('/api/merchandise').expect(200)).body;
    expect(all).toEqual(shown);
    const byTitle = (await admin.get(`${BASE}?q=LOGO tee`).expect(200)).body as ProductView[];
    expect(byTitle.map((product) => product.title)).toEqual(['Club Logo Tee']);
    const byTag = (await admin.get(`${BASE}?q=bestSELLER`).expect(200)).body as ProductView[];
    expect(byTag.length).toBeGreaterThan(0);
    for (const product of byTag)
      expect(product.tags.map((tag) => tag.toLowerCase())).toContain('bestseller');
    expect((await admin.get(`${BASE}?q=nothing-like-this`).expect(200)).body).toEqual([]);
    expect((await admin.get(`${BASE}?q=%20%20`).expect(200)).body).toEqual(all);
    const tooLong = await admin.get(`${BASE}?q=${'x'.repeat(101)}`).expect(400);
    expect(tooLong.body.message).toBe(PRODUCT_TEXT.searchTooLong);
  });

  it('answers one product, or 404', async () => {
    const tee = await admin.get(`${BASE}/${TEE_ID}`).expect(200);
    expect(tee.body.title).toBe('Club Logo Tee');
    const missing = await admin.get(`${BASE}/00000000-0000-4000-8000-000000000000`).expect(404);
    expect(missing.body.message).toBe(PRODUCT_TEXT.notFound);
  });

  it('says the catalogue is local, and refuses to refresh it with 409', async () => {
    const source = await admin.get(`${BASE}/source`).expect(200);
    expect(source.body).toEqual({ provider: 'local', shopId: null, refreshedAt: null });
    const refresh = await admin.post(`${BASE}/refresh`).send({}).expect(409);
    expect(refresh.body.message).toBe(PRODUCT_TEXT.nothingToRefresh);
  });

  it('creates, edits (reordered images, another default, a new price) and deletes a product; the public catalogue follows at once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...PRODUCT, variants: PRODUCT.variants });
    const listed = await request(t.http).get(`/api/merchandise/${created.id}`).expect(200);
    expect(listed.body.title).toBe('Table Felt');

    const images = [
      { src: 'https://cdn.example/felt-back.jpg', is_default: false },
      { src: 'https://cdn.example/felt-front.jpg', is_default: true },
      { src: '/images/merchandise/chip-set.svg', is_default: false },
    ];
    const edited = await admin
      .put(`${BASE}/${created.id}`)
      .send({
        ...PRODUCT,
        images,
        variants: [{ title: 'Small', price: 5499, options: { Size: 'S', Color: 'Green' } }],
      })
      .expect(200);
    expect(edited.body.images).toEqual(images);
    const shown = (await request(t.http).get(`/api/merchandise/${created.id}`).expect(200)).body;
    expect(shown.images).toEqual(images);
    expect(shown.variants).toMatchObject([
      { title: 'Small', price: 5499, options: { Size: 'S', Color: 'Green' } },
    ]);

    await admin.delete(`${BASE}/${created.id}`).expect(204);
    await request(t.http).get(`/api/merchandise/${created.id}`).expect(404);
    const again = await admin.delete(`${BASE}/${created.id}`).expect(404);
    expect(again.body.message).toBe(PRODUCT_TEXT.notFound);
  });

  const variant = { title: 'One', price: 100 };
  it.each<[string, object, string[]]>([
    ['no title', { title: '  ' }, [PRODUCT_TEXT.titleRequired]],
    ['a long title', { title: 'x'.repeat(201) }, [PRODUCT_TEXT.titleTooLong]],
    ['a long description', { description: 'x'.repeat(5001) }, [PRODUCT_TEXT.descriptionTooLong]],
    [
      'too many tags',
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      [PRODUCT_TEXT.tooManyTags],
    ],
    ['an empty tag', { tags: ['Poker', ' '] }, [PRODUCT_TEXT.emptyTag]],
    ['a long tag', { tags: ['x'.repeat(41)] }, [PRODUCT_TEXT.tagTooLong]],
    [
      'too many images',
      { images: Array.from({ length: 11 }, (_, i) => ({ src: `/images/${i}.png` })) },
      [PRODUCT_TEXT.tooManyImages],
    ],
    [
      'two default images',
      {
        images: [
          { src: '/images/a.png', is_default: true },
          { src: '/images/b.png', is_default: true },
        ],
      },
      [PRODUCT_TEXT.oneDefaultImage],
    ],
    ['no variant', { variants: [] }, [PRODUCT_TEXT.noVariant]],
    [
      'more variants than a list may hold',
      { variants: Array.from({ length: 101 }, () => variant) },
      ['A list in the input must not have more than 100 items'],
    ],
    [
      'problems in two variants at once',
      {
        title: '',
        variants: [
          { title: '', price: 0 },
          { title: 'x'.repeat(201), price: 10_000_001, options: { '': 'Red' } },
          { title: 'Ok', price: 12.5, options: { Size: '' } },
        ],
      },
      [
        PRODUCT_TEXT.titleRequired,
        variantText.titleRequired(1),
        variantText.priceTooLow(1),
        variantText.titleTooLong(2),
        variantText.priceTooHigh(2),
        variantText.optionNameRequired(2, 1),
        variantText.priceNotCents(3),
        variantText.optionValueRequired(3, 1),
      ],
    ],
    [
      'a long option name and value',
      {
        variants: [
          { ...variant, options: { Size: 'S', ['n'.repeat(51)]: 'x' } },
          { ...variant, options: { Size: 'v'.repeat(101) } },
        ],
      },
      [variantText.optionNameTooLong(1, 2), variantText.optionValueTooLong(2, 1)],
    ],
    [
      'too many options',
      {
        variants: [
          {
            ...variant,
            options: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`o${i}`, 'x'])),
          },
        ],
      },
      [variantText.tooManyOptions(1)],
    ],
  ])(
    'refuses %s with 400 and each field problem, saving nothing',
    async (_name, change, errors) => {
      const before = (await admin.get(BASE).expect(200)).body.length;
      const response = await admin
        .post(BASE)
        .send({ ...PRODUCT, ...change })
        .expect(400);
      expect(response.body.errors).toEqual(errors);
      expect(response.body.message).toBe(errors.join('. '));
      const edit = await admin
        .put(`${BASE}/${TEE_ID}`)
        .send({ ...PRODUCT, ...change })
        .expect(400);
      expect(edit.body.errors).toEqual(errors);
      expect((await admin.get(BASE).expect(200)).body.length).toBe(before);
      expect((await admin.get(`${BASE}/${TEE_ID}`).expect(200)).body.title).toBe('Club Logo Tee');
    },
  );

  it('accepts the limits themselves', async () => {
    const product = await create({
      title: 'x'.repeat(PRODUCT_LIMITS.title),
      description: 'd'.repeat(PRODUCT_LIMITS.description),
      tags: Array.from({ length: PRODUCT_LIMITS.tags }, (_, i) => `tag-${i}`),
      variants: [
        { title: 'Cheapest', price: PRODUCT_LIMITS.minPrice },
        { title: 'Dearest', price: PRODUCT_LIMITS.maxPrice },
      ],
    });
    expect(product.variants.map((v) => v.price)).toEqual([1, 10_000_000]);
    await admin.delete(`${BASE}/${product.id}`).expect(204);
  });

  it('stores an uploaded product image like a chat image and shows it in the catalogue', async () => {
    const imageUrl = await upload();
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await request(t.http).get(imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const product = await create({ ...PRODUCT, images: [{ src: imageUrl, is_default: true }] });
    const shown = (await request(t.http).get(`/api/merchandise/${product.id}`).expect(200)).body;
    expect(shown.images).toEqual([{ src: imageUrl, is_default: true }]);
    await admin.delete(`${BASE}/${product.id}`).expect(204);
  });

  it.each<[string, Buffer, string, string, number, string]>([
    [
      'an HTML page named .png',
      HTML_NAMED_PNG,
      'page.png',
      'image/png',
      415,
      ERROR_TEXT.notAnImage,
    ],
    ['an SVG', SVG, 'logo.svg', 'image/svg+xml', 415, ERROR_TEXT.notAnImage],
    ['a file over 5 MB', OVERSIZE_PNG, 'huge.png', 'image/png', 413, 'File too large'],
    [
      'over 40 megapixels',
      hugePng(),
      'wide.png',
      'image/png',
      422,
      'The image must be at most 40 megapixels',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', 400, ERROR_TEXT.imageRequired],
  ])('refuses to upload %s', async (_name, bytes, filename, contentType, status, message) => {
    const response = await admin
      .post(`${BASE}/images`)
      .attach('image', bytes, { filename, contentType })
      .expect(status);
    expect(response.body.message).toBe(message);
  });

  it('refuses an upload without the image field, and a JSON body', async () => {
    const missing = await admin.post(`${BASE}/images`).field('note', 'x').expect(400);
    expect(missing.body.message).toBe(ERROR_TEXT.imageRequired);
    await admin.post(`${BASE}/images`).send({ image: 'x' }).expect(415);
  });

  it("refuses an uploaded image that is gone or another product's, naming it by its place", async () => {
    const imageUrl = await upload();
    const owner = await create({ ...PRODUCT, images: [{ src: imageUrl, is_default: true }] });
    const taken = await admin
      .post(BASE)
      .send({
        ...PRODUCT,
        images: [{ src: '/images/merchandise/chip-set.svg' }, { src: imageUrl }],
      })
      .expect(400);
    expect(taken.body.message).toBe(imageUnavailable(2));
    const gone = await admin
      .put(`${BASE}/${owner.id}`)
      .send({ ...PRODUCT, images: [{ src: '/api/uploads/0123456789abcdef0123456789abcdef.png' }] })
      .expect(400);
    expect(gone.body.message).toBe(imageUnavailable(1));
    const kept = (await request(t.http).get(`/api/merchandise/${owner.id}`).expect(200)).body;
    expect(kept.images).toEqual([{ src: imageUrl, is_default: true }]);
    await admin.delete(`${BASE}/${owner.id}`).expect(204);
  });

  it('deletes an uploaded image once its product no longer shows it, or is deleted', async () => {
    const [first, second] = [await upload(), await upload()];
    const product = await create({
      ...PRODUCT,
      images: [
        { src: first, is_default: false },
        { src: second, is_default: true },
      ],
    });
    await admin
      .put(`${BASE}/${product.id}`)
      .send({ ...PRODUCT, images: [{ src: second, is_default: true }] })
      .expect(200);
    await request(t.http).get(first).expect(404);
    await request(t.http).get(second).expect(200);
    await admin.delete(`${BASE}/${product.id}`).expect(204);
    await request(t.http).get(second).expect(404);
    await withClient(t.database.url, async (client) => {
      const { rows } = await client.query(
        `SELECT 1 FROM "uploaded_images" WHERE "name" = ANY($1)`,
        [[first, second].map((url) => url.split('/').at(-1))],
      );
      expect(rows).toEqual([]);
    });
  });

  it('keeps a linked product image through the sweep of unused uploads', async () => {
    const imageUrl = await upload();
    const product = await create({ ...PRODUCT, images: [{ src: imageUrl, is_default: true }] });
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE "uploaded_images" SET "storedAt" = now() - interval '2 days'`),
    );
    await t.app.get(ImageCleanup).sweep();
    await request(t.http).get(imageUrl).expect(200);
    await admin.delete(`${BASE}/${product.id}`).expect(204);
  });
});

describe('Products section with MERCH_PROVIDER=printify', () => {
  let stub: PrintifyStub;
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    stub = await startPrintifyStub('shop-42');
    stub.products = [printifyProduct('pf-1', 'Printify Tee')];
    t = await startTestApp({
      ...ADMIN_ENV,
      MERCH_PROVIDER: 'printify',
      PRINTIFY_API_TOKEN: 'token',
      PRINTIFY_SHOP_ID: 'shop-42',
      PRINTIFY_API_BASE: stub.url,
    });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it("lists the shop's products and says where they come from", async () => {
    const before = (await admin.get(`${BASE}/source`).expect(200)).body as MerchandiseSourceView;
    expect(before).toEqual({ provider: 'printify', shopId: 'shop-42', refreshedAt: null });
    const list = (await admin.get(`${BASE}?q=printify`).expect(200)).body as ProductView[];
    expect(list.map((product) => product.id)).toEqual(['pf-1']);
    const after = (await admin.get(`${BASE}/source`).expect(200)).body as MerchandiseSourceView;
    expect(Date.parse(after.refreshedAt!)).toBeLessThanOrEqual(Date.now());
  });

  it("reloads the shop's catalogue at once on refresh", async () => {
    await request(t.http).get('/api/merchandise').expect(200);
    stub.products = [printifyProduct('pf-1', 'Printify Tee'), printifyProduct('pf-2', 'New Mug')];
    const cached = (await request(t.http).get('/api/merchandise').expect(200)).body;
    expect(cached).toHaveLength(1);
    const refreshed = await admin.post(`${BASE}/refresh`).send({}).expect(200);
    expect(refreshed.body).toMatchObject({ provider: 'printify', shopId: 'shop-42' });
    const shown = (await request(t.http).get('/api/merchandise').expect(200)).body as ProductView[];
    expect(shown.map((product) => product.id)).toEqual(['pf-1', 'pf-2']);
    expect(Date.parse(refreshed.body.refreshedAt)).toBeGreaterThan(Date.now() - 5_000);
  });

  it('answers 502 when Printify fails, and keeps serving the catalogue it had', async () => {
    stub.mode = 500;
    try {
      const response = await admin.post(`${BASE}/refresh`).send({}).expect(502);
      expect(response.body.message).toBe(PRODUCT_TEXT.refreshFailed);
      const shown = (await request(t.http).get('/api/merchandise').expect(200)).body;
      expect(shown).toHaveLength(2);
    } finally {
      stub.mode = 'ok';
    }
  });

  it('refuses refresh to members (403) and anonymous callers (401)', async () => {
    await request(t.http).post(`${BASE}/refresh`).send({}).expect(401);
    const { agent } = await signedInAgent(t.http);
    await agent.post(`${BASE}/refresh`).send({}).expect(403);
  });
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(
    `Catalogue changes across instances not tested: no Redis answers at ${TEST_REDIS_URL}.`,
  );

describe.runIf(redisAvailable)('the local catalogue across two instances', () => {
  it("a change on one instance replaces the other's cached catalogue and product pages at once", async () => {
    const instances = await startTwoInstances(ADMIN_ENV);
    try {
      const { a, b } = instances;
      const before = (await request(b.http).get('/api/merchandise').expect(200)).body.length;
      const adminOnA = (await agentSignedInAs(a.http, ADMIN.username, ADMIN.password)).agent;
      const created = (await adminOnA.post(BASE).send(PRODUCT).expect(201)).body as { id: string };
      await expect
        .poll(async () => (await request(b.http).get('/api/merchandise')).body.length, {
          timeout: 3_000,
        })
        .toBe(before + 1);
      await request(b.http).get(`/product/${created.id}`).expect(200);
      await adminOnA.delete(`${BASE}/${created.id}`).expect(204);
      await expect
        .poll(async () => (await request(b.http).get(`/product/${created.id}`)).status, {
          timeout: 3_000,
        })
        .toBe(404);
    } finally {
      await instances.close();
    }
  });
});

describe.runIf(redisAvailable)('Printify refresh across two instances', () => {
  it("a refresh on one instance reloads the other's cached catalogue", async () => {
    const stub = await startPrintifyStub('shop-9');
    stub.products = [printifyProduct('pf-1', 'Printify Tee')];
    const instances = await startTwoInstances({
      ...ADMIN_ENV,
      MERCH_PROVIDER: 'printify',
      PRINTIFY_API_TOKEN: 'token',
      PRINTIFY_SHOP_ID: 'shop-9',
      PRINTIFY_API_BASE: stub.url,
    });
    try {
      const { a, b } = instances;
      expect((await request(b.http).get('/api/merchandise').expect(200)).body).toHaveLength(1);
      stub.products = [printifyProduct('pf-1', 'Printify Tee'), printifyProduct('pf-2', 'Mug')];
      const adminOnA = (await agentSignedInAs(a.http, ADMIN.username, ADMIN.password)).agent;
      await adminOnA.post(`${BASE}/refresh`).send({}).expect(200);
      await expect
        .poll(async () => (await request(b.http).get('/api/merchandise')).body.length, {
          timeout: 3_000,
        })
        .toBe(2);
    } finally {
      await instances.close();
      await stub.close();
    }
  });
});
