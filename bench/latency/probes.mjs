// What the benchmark's pages measure with, in the page itself: when the person's last key or
// click went in, and when a node they wait for appears in the DOM (a MutationObserver, so the
// time is the page's own, not the one of a poll from outside). Every page of every context reads
// one clock, `performance.timeOrigin + performance.now()`: the browser's processes share it.
/* global window, document, MutationObserver -- installProbes and the evaluated callbacks run in the page */

/** Runs inside every page (addInitScript): the recorder and the watcher on `window.latencyProbe`. */
export function installProbes() {
  const now = () => performance.timeOrigin + performance.now();
  const inputAt = { keydown: 0, click: 0 };
  for (const type of Object.keys(inputAt)) {
    window.addEventListener(type, () => (inputAt[type] = now()), { capture: true });
  }

  // The first frame or request out with `traffic.sent` in it, the first frame in with
  // `traffic.received`: where a sample's time went (this page, the server and network, the other
  // page's rendering).
  const traffic = { sent: null, received: null, sentAt: 0, receivedAt: 0 };
  const sentNow = (text, at = now()) => {
    if (!traffic.sentAt && traffic.sent && text.includes(traffic.sent)) traffic.sentAt = at;
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const { received } = traffic;
        if (!traffic.receivedAt && received && String(event.data).includes(received))
          traffic.receivedAt = now();
      });
    }
    send(data) {
      sentNow(String(data));
      super.send(data);
    }
  };
  const nativeFetch = window.fetch;
  window.fetch = function (input, init) {
    const at = now();
    if (input instanceof Request) {
      void input
        .clone()
        .text()
        .then((body) => sentNow(`${input.method} ${input.url} ${body}`, at));
    } else {
      sentNow(
        `${init?.method ?? 'GET'} ${input} ${typeof init?.body === 'string' ? init.body : ''}`,
        at,
      );
    }
    return nativeFetch.call(this, input, init);
  };

  const matches = (element, spec) => {
    const text = element.textContent ?? '';
    if (spec.text !== undefined && text.trim() !== spec.text) return false;
    if (spec.includes !== undefined && !text.includes(spec.includes)) return false;
    if (spec.attribute && element.getAttribute(spec.attribute[0]) !== spec.attribute[1])
      return false;
    if (spec.has && !holdsWithin(element, spec.has)) return false;
    const previous = element.previousElementSibling;
    if (
      spec.previous &&
      !(previous?.matches(spec.previous.selector) && matches(previous, spec.previous))
    )
      return false;
    return true;
  };
  const holdsWithin = (root, spec) =>
    [...root.querySelectorAll(spec.selector)].some((element) => matches(element, spec));
  const holds = (spec) => holdsWithin(document, spec) !== Boolean(spec.absent);

  const waits = new Map();
  let nextId = 0;
  let observer;
  const check = () => {
    const at = now();
    for (const wait of waits.values()) {
      if (wait.at === undefined && holds(wait.spec)) {
        wait.at = at;
        wait.resolve?.(at);
      }
    }
  };

  window.latencyProbe = {
    inputAt,
    now,
    traffic,
    /** Starts looking for the next frame or request out with `sent`, and in with `received`. */
    track(sent, received) {
      Object.assign(traffic, { sent, received, sentAt: 0, receivedAt: 0 });
    },
    /** Starts watching for `spec`; refuses a state that already holds (the sample would be 0). */
    arm(spec) {
      if (holds(spec)) throw new Error(`already on screen: ${JSON.stringify(spec)}`);
      observer ??= new MutationObserver(check);
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      const id = nextId++;
      waits.set(id, { spec });
      return id;
    },
    /** When the armed state first held, by the shared clock. */
    landed(id) {
      const wait = waits.get(id);
      return new Promise((resolve) => {
        if (wait.at !== undefined) resolve(wait.at);
        else wait.resolve = resolve;
      }).finally(() => waits.delete(id));
    },
  };
}

const SAMPLE_TIMEOUT_MS = 10_000;
/** The refusal of `arm` when its state already holds. */
export const ALREADY_ON_SCREEN = 'already on screen';

/** Watches `page` for `spec`; the answer's `landed()` is when it appeared (shared clock). */
export async function watchFor(page, spec) {
  const id = await page.evaluate((value) => window.latencyProbe.arm(value), spec);
  return {
    landed: () =>
      Promise.race([
        page.evaluate((value) => window.latencyProbe.landed(value), id),
        new Promise((resolve, reject) =>
          setTimeout(
            () =>
              reject(
                new Error(`not on screen in ${SAMPLE_TIMEOUT_MS} ms: ${JSON.stringify(spec)}`),
              ),
            SAMPLE_TIMEOUT_MS,
          ).unref(),
        ),
      ]),
  };
}

/** When the page's last key (`keydown`) or click went in, by the shared clock. */
export const inputAt = (page, type) =>
  page.evaluate((value) => window.latencyProbe.inputAt[value], type);

/** Starts tracking the frame or request that carries a sample: out of `page` with `sent`, into it with `received`. */
export const track = (page, { sent = null, received = null }) =>
  page.evaluate(({ out, into }) => window.latencyProbe.track(out, into), {
    out: sent,
    into: received,
  });

/** When `page` sent and received the tracked frames (0: none seen), by the shared clock. */
export const trafficOf = (page) =>
  page.evaluate(() => ({
    sentAt: window.latencyProbe.traffic.sentAt,
    receivedAt: window.latencyProbe.traffic.receivedAt,
  }));
