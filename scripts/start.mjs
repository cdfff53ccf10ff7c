import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
// The server runs in this process, so the signals sent to `npm start` reach it directly.
await import('../backend/dist/main.js');
