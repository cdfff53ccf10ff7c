// Built files: GETs of every script, style and image of the frontend's build in turn, 16 in
// flight, as a browser asks for them (compressed). They take no place in the per-address budget
// (a refused chunk blanks a page), so only their cost per answer bounds the flood.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../chat/processes.mjs';
import { countAnswer, flood } from '../attack-client.mjs';
import { BROWSER_HEADERS } from '../browser-headers.mjs';

export const summary = "GET of the build's files in turn (/assets/*, the icons), 16 in flight";

export const minimumAbuseMs = 10_000;

const IN_FLIGHT = 16;

export function prepare() {
  const dist = path.join(root, 'frontend', 'dist');
  const assets = readdirSync(path.join(dist, 'assets')).map((name) => `/assets/${name}`);
  const topLevel = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'index.html')
    .map((entry) => `/${entry.name}`);
  return [...assets, ...topLevel];
}

export async function attack(client, files, { signal, tally }) {
  await flood(signal, IN_FLIGHT, async (index) => {
    const response = await client.request('GET', files[index % files.length], {
      headers: BROWSER_HEADERS,
    });
    if (signal.aborted) return;
    countAnswer(tally, '', response);
    tally.add(`encoding ${response.headers?.['content-encoding'] ?? 'none'}`);
  });
}
