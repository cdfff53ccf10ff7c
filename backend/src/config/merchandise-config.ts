import { ConfigError } from './app-config.js';

export const PRINTIFY_DEFAULT_API_BASE = 'https://api.printify.com';

export type MerchandiseConfig =
  | { provider: 'local' }
  | { provider: 'printify'; apiToken: string; shopId: string; apiBase: string };

type Env = Record<string, string | undefined>;

export function readMerchandiseConfig(env: Env): MerchandiseConfig {
  const provider = env.MERCH_PROVIDER?.trim() || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 'printify') {
    throw new ConfigError(`MERCH_PROVIDER must be local or printify, got "${provider}"`);
  }
  const apiToken = env.PRINTIFY_API_TOKEN?.trim();
  const shopId = env.PRINTIFY_SHOP_ID?.trim();
  if (!apiToken || !shopId) {
    throw new ConfigError('MERCH_PROVIDER=printify needs PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID');
  }
  const apiBase = (env.PRINTIFY_API_BASE?.trim() || PRINTIFY_DEFAULT_API_BASE).replace(/\/+$/, '');
  try {
    new URL(apiBase);
  } catch {
    throw new ConfigError(`PRINTIFY_API_BASE must be a URL, got "${apiBase}"`);
  }
  return { provider, apiToken, shopId, apiBase };
}
