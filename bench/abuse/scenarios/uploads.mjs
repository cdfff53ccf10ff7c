// Uploads: 5 MB "images" (a PNG header followed by random bytes) to the guest upload route with
// 4 in flight, and every fifth one a small PNG whose header claims 20000×20000 pixels.
import { IMAGE_MAX_BYTES } from '@club/contracts';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { countAnswer, flood } from '../attack-client.mjs';
import { requireGuestConversation } from '../visitors.mjs';

export const summary =
  'POST /api/chat-upload-image: 5 MB PNGs, and 20000×20000-pixel headers, 4 in flight';

const IN_FLIGHT = 4;
const IMAGE_BYTES = IMAGE_MAX_BYTES - 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG signature and IHDR of this size (8-bit RGBA), then `padding` bytes. */
function pngOf(width, height, padding) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const start = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header)]);
  return Buffer.concat([start, randomBytes(Math.max(0, padding - start.length))]);
}

function multipart(fields, image) {
  const boundary = `----abuse${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function prepare(client) {
  const visitor = await requireGuestConversation(client, 'uploader');
  const fields = { conversationId: visitor.conversationId };
  return {
    cookie: visitor.cookie,
    uploads: [
      { label: '5 MB image', ...multipart(fields, pngOf(800, 600, IMAGE_BYTES)) },
      { label: '20000×20000 header', ...multipart(fields, pngOf(20_000, 20_000, 4096)) },
    ],
  };
}

export async function attack(client, { cookie, uploads }, { signal, tally }) {
  await flood(signal, IN_FLIGHT, async (index) => {
    const { label, body, contentType } = uploads[index % 5 === 4 ? 1 : 0];
    const response = await client.request('POST', '/api/chat-upload-image', {
      headers: { 'Content-Type': contentType, 'Content-Length': body.length, Cookie: cookie },
      body,
    });
    if (signal.aborted) return;
    countAnswer(tally, label, response);
    if (response.status >= 200 && response.status < 300)
      tally.add('bytes accepted', label === '5 MB image' ? IMAGE_BYTES : 4096);
  });
}
