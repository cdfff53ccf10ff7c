import { localStore } from '@/lib/local-store';
import type { Delivery } from '@/realtime/chat-message';
import type { ChatRef, ChatWidgetKind } from './chat-channels';
import type { OutboxEntry } from './outbox';

/**
 * The outbox's messages kept in localStorage until the server has them, so a reload or a tab
 * closed and opened again shows them and sends them again under the same clientMessageId. They
 * are kept per writer (a member's id, a guest's name, a device, an admin), so another account
 * or a visitor after a sign-out never sends them.
 */
const KEY_PREFIX = 'chatOutbox:';

/** Older messages are not sent any more: nobody waits for a day-old "Sending…". */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The most kept per writer (the newest). */
export const OUTBOX_MAX_ENTRIES = 20;
/** An image kept as its data URL up to this length (about 750 kB); a larger one is not kept. */
export const OUTBOX_MAX_IMAGE_CHARS = 1_000_000;

interface KeptImage {
  name: string;
  type: string;
  dataUrl: string;
}

interface KeptEntry {
  clientMessageId: string;
  to?: ChatRef;
  content: string;
  image?: KeptImage;
  imageUrl: string | null;
  createdAt: string;
  delivery: Delivery;
  retryWhenOnline: boolean;
}

/** An entry as kept: all but its thread id, which the restoring outbox gives it. */
export type RestoredEntry = Omit<OutboxEntry, 'localId'>;

export function outboxStorageKey(owner: string): string {
  return `${KEY_PREFIX}${owner}`;
}

/** The owner a support widget's unsent messages are kept under: its kind and its writer. */
export function widgetOutboxOwner(kind: ChatWidgetKind, writer: string): string {
  return `${kind}:${writer}`;
}

/** The owner an admin's unsent replies are kept under. */
export function adminOutboxOwner(adminId: string): string {
  return `admin:${adminId}`;
}

/** Hands what `from` left unsent to `to` (a guest who renamed themselves), after `to`'s own. */
export function moveKeptOutbox(from: string, to: string, now = Date.now()): void {
  if (from === to) return;
  const moved = readKept(from, now);
  if (moved.length === 0) return;
  writeKept(to, [...readKept(to, now), ...moved]);
  localStore.remove(outboxStorageKey(from));
}

/**
 * Forgets what the account left unsent in this browser, as a member or as an admin: once it
 * signed out here, a shared computer keeps none of its words.
 */
export function forgetOutboxesOf(userId: string): void {
  for (const owner of [widgetOutboxOwner('user', userId), adminOutboxOwner(userId)]) {
    localStore.remove(outboxStorageKey(owner));
  }
}

function keptImage(entry: OutboxEntry): KeptImage | undefined | null {
  if (!entry.image) return undefined;
  const dataUrl = entry.previewUrl;
  if (!dataUrl || dataUrl.length > OUTBOX_MAX_IMAGE_CHARS) return null;
  return { name: entry.image.name, type: entry.image.type, dataUrl };
}

/** The entry as kept, or null when it cannot be sent again after a reload (its image unread). */
function kept(entry: OutboxEntry): KeptEntry | null {
  const image = keptImage(entry);
  if (image === null) return null;
  const { clientMessageId, to, content, imageUrl, createdAt, delivery, retryWhenOnline } = entry;
  return { clientMessageId, to, content, image, imageUrl, createdAt, delivery, retryWhenOnline };
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isDelivery(value: unknown): value is Delivery {
  if (!isRecord(value)) return false;
  return value.state === 'sending' || (value.state === 'failed' && isString(value.reason));
}

function isChatRef(value: unknown): value is ChatRef {
  return isRecord(value) && isString(value.channel) && isString(value.conversationId);
}

function isKeptImage(value: unknown): value is KeptImage {
  return (
    isRecord(value) &&
    isString(value.name) &&
    isString(value.type) &&
    isString(value.dataUrl) &&
    value.dataUrl.startsWith('data:')
  );
}

function isKeptEntry(value: unknown): value is KeptEntry {
  return (
    isRecord(value) &&
    isString(value.clientMessageId) &&
    value.clientMessageId.length > 0 &&
    isString(value.content) &&
    isString(value.createdAt) &&
    !Number.isNaN(Date.parse(value.createdAt)) &&
    (value.imageUrl === null || isString(value.imageUrl)) &&
    typeof value.retryWhenOnline === 'boolean' &&
    isDelivery(value.delivery) &&
    (value.to === undefined || isChatRef(value.to)) &&
    (value.image === undefined || isKeptImage(value.image))
  );
}

function fileOf(image: KeptImage): File | null {
  try {
    const base64 = image.dataUrl.slice(image.dataUrl.indexOf(',') + 1);
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new File([bytes], image.name, { type: image.type });
  } catch {
    return null;
  }
}

/** What is kept for `owner`, newest last; anything unreadable, too old or malformed is left out. */
function readKept(owner: string, now: number): KeptEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStore.get(outboxStorageKey(owner)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is KeptEntry =>
      isKeptEntry(item) && now - Date.parse(item.createdAt) <= OUTBOX_MAX_AGE_MS,
  );
}

function writeKept(owner: string, entries: KeptEntry[]): void {
  const key = outboxStorageKey(owner);
  if (entries.length === 0) localStore.remove(key);
  else localStore.set(key, JSON.stringify(entries.slice(-OUTBOX_MAX_ENTRIES)));
}

/** The messages `owner` wrote that the server had not stored when the page went away. */
export function restoreOutbox(owner: string, now = Date.now()): RestoredEntry[] {
  return readKept(owner, now).flatMap((item): RestoredEntry[] => {
    const image = item.image ? fileOf(item.image) : null;
    if (item.image && !image) return [];
    return [
      {
        clientMessageId: item.clientMessageId,
        to: item.to,
        content: item.content,
        image,
        imageUrl: item.imageUrl,
        previewUrl: item.image?.dataUrl ?? null,
        createdAt: item.createdAt,
        delivery: item.delivery,
        retryWhenOnline: item.retryWhenOnline,
      },
    ];
  });
}

const waiting = (entries: readonly OutboxEntry[]) =>
  new Map(entries.filter((entry) => !entry.stored).map((entry) => [entry.clientMessageId, entry]));

/**
 * Keeps what changed from `previous` to `next` for `owner`: entries now stored or gone are
 * dropped, new or changed ones written. Entries this page never changed are left as they are
 * (another tab of the same writer may be sending them).
 */
export function keepOutboxChange(
  owner: string,
  previous: readonly OutboxEntry[],
  next: readonly OutboxEntry[],
  now = Date.now(),
): void {
  const before = waiting(previous);
  const after = waiting(next);
  const changed = [...after.values()].filter(
    (entry) => before.get(entry.clientMessageId) !== entry,
  );
  const gone = [...before.keys()].filter((id) => !after.has(id));
  if (changed.length === 0 && gone.length === 0) return;
  const drop = new Set(gone);
  const replaced = new Map<string, KeptEntry | null>(
    changed.map((entry) => [entry.clientMessageId, kept(entry)]),
  );
  const result = readKept(owner, now).filter(
    (item) => !drop.has(item.clientMessageId) && !replaced.has(item.clientMessageId),
  );
  for (const item of replaced.values()) if (item) result.push(item);
  result.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  writeKept(owner, result);
}

/** Whether a restored entry goes again by itself: all but those the server refused. */
export function sendsAgainOnRestore(entry: RestoredEntry): boolean {
  return entry.delivery.state === 'sending' || entry.retryWhenOnline;
}
