import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PrintifyProduct } from '../../src/modules/merchandise/printify-mapping.js';

export interface PrintifyStub {
  /** For PRINTIFY_API_BASE. */
  url: string;
  requests: { path: string; query: URLSearchParams; headers: IncomingHttpHeaders }[];
  /** The shop's products, served in pages of `pageSize`. */
  products: PrintifyProduct[];
  pageSize: number;
  /** 'ok' answers the products; a number answers that status; 'hang' never answers in time. */
  mode: 'ok' | 'hang' | number;
  close(): Promise<void>;
}

/** A local stand-in for Printify's product list of one shop. */
export async function startPrintifyStub(shopId: string): Promise<PrintifyStub> {
  const stub = {
    requests: [] as PrintifyStub['requests'],
    products: [] as PrintifyProduct[],
    pageSize: 50,
    mode: 'ok' as PrintifyStub['mode'],
  };
  const hanging = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    stub.requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    if (stub.mode === 'hang') {
      const timer = setTimeout(() => res.end('{}'), 10_000);
      hanging.add(timer);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (typeof stub.mode === 'number') {
      res
        .writeHead(stub.mode, { 'content-type': 'application/json' })
        .end('{"error":"stub failure"}');
      return;
    }
    if (url.pathname !== `/v1/shops/${shopId}/products.json`) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const lastPage = Math.max(1, Math.ceil(stub.products.length / stub.pageSize));
    const data = stub.products.slice((page - 1) * stub.pageSize, page * stub.pageSize);
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        current_page: page,
        last_page: lastPage,
        data,
        total: stub.products.length,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((timer) => clearTimeout(timer));
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A Printify product as the API shapes it: two colours by two sizes, one variant disabled. */
export function printifyProduct(id: string, title: string, price = 2000): PrintifyProduct {
  return {
    id,
    title,
    description: `<p>${title} in <strong>soft</strong> cotton &amp; more.</p><p>Second line</p>`,
    tags: ['Apparel', 'Printify'],
    visible: true,
    options: [
      {
        name: 'Colors',
        values: [
          { id: 1, title: 'Black' },
          { id: 2, title: 'White' },
        ],
      },
      {
        name: 'Sizes',
        values: [
          { id: 10, title: 'M' },
          { id: 11, title: 'L' },
        ],
      },
    ],
    variants: [
      { id: 101, title: 'Black / M', price, is_enabled: true, options: [1, 10] },
      { id: 102, title: 'Black / L', price: price + 200, is_enabled: true, options: [1, 11] },
      { id: 103, title: 'White / M', price, is_enabled: false, options: [2, 10] },
      { id: 104, title: 'White / L', price: price + 200, is_enabled: true, options: [2, 11] },
    ],
    images: [
      { src: `https://images-api.printify.com/mockup/${id}/front.jpg`, is_default: false },
      { src: `https://images-api.printify.com/mockup/${id}/back.jpg`, is_default: true },
      { src: `http://insecure.example/${id}.jpg`, is_default: false },
    ],
  };
}
