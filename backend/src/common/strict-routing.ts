import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/**
 * Express matches routes case-insensitively and with or without a trailing slash unless told
 * otherwise, so /API/messages and /api/messages/ would reach /api/messages past any check that
 * reads the path. Here only the exact spelling is routed; anything else is a 404. The settings
 * must be made before the app's router exists, which the adapter's constructor creates.
 */
export function strictRoutingAdapter(): ExpressAdapter {
  const instance = express();
  instance.enable('case sensitive routing');
  instance.enable('strict routing');
  return new ExpressAdapter(instance);
}
