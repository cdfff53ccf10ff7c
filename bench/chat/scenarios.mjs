import { onEvent } from './clients.mjs';
import { sleep, summarize } from './stats.mjs';

/**
 * Closed loop: every sender sends its next message as soon as the previous one is answered
 * (acknowledged = committed, or refused with an error). Answers committed messages per second and
 * what the listener got. Answers still missing `answerWithinMs` after the end count as unanswered.
 */
export async function maxThroughput({
  senders,
  listener,
  durationMs,
  sendOne,
  answerWithinMs = 10_000,
}) {
  let acknowledged = 0;
  let refused = 0;
  let delivered = 0;
  let finished = 0;
  let running = true;
  onEvent(listener, (event) => {
    if (event.type === 'new_message') delivered++;
  });
  const loops = senders.map(async (sender, index) => {
    let sequence = 0;
    while (running) {
      await new Promise((resolve) => {
        const clientMessageId = `${index}:${sequence++}`;
        const onAck = (data) => {
          const event = JSON.parse(data.toString());
          if (event.clientMessageId !== clientMessageId) return;
          sender.socket.off('message', onAck);
          if (event.type === 'error') refused++;
          else acknowledged++;
          resolve();
        };
        sender.socket.on('message', onAck);
        sendOne(sender, clientMessageId);
      });
    }
    finished++;
  });
  const started = performance.now();
  await sleep(durationMs);
  running = false;
  await Promise.race([Promise.all(loops), sleep(answerWithinMs)]);
  const seconds = (performance.now() - started) / 1000;
  await sleep(500);
  listener.removeAllListeners('message');
  return {
    perSecond: acknowledged / seconds,
    acknowledged,
    refused,
    unanswered: senders.length - finished,
    delivered,
  };
}

/**
 * Open loop at a fixed rate: latency from send to the listener's receipt. Each message carries
 * its send time in its text, so the generator keeps no state per message: a map of every message
 * sent made the generator's own full garbage collections show up in the figures.
 */
export async function latencyAtRate({ senders, listener, ratePerSecond, durationMs, sendOne }) {
  const prefix = 'latency ';
  const started = performance.now();
  // Sized up front: a growing array would be copied into the old generation again and again.
  const latencies = new Float64Array(Math.ceil((ratePerSecond * (durationMs + 1_000)) / 1_000) * 2);
  let received = 0;
  let sent = 0;
  onEvent(listener, (event) => {
    if (event.type !== 'new_message' || !event.message.content.startsWith(prefix)) return;
    const sentAt = Number(event.message.content.slice(prefix.length));
    if (sentAt >= started && received < latencies.length)
      latencies[received++] = performance.now() - sentAt;
  });
  const intervalMs = (senders.length / ratePerSecond) * 1000;
  const timers = senders.map((sender, index) => {
    const tick = () => {
      sent++;
      sendOne(sender, undefined, `${prefix}${performance.now()}`);
    };
    const phase = setTimeout(() => {
      tick();
      timers[index] = setInterval(tick, intervalMs);
    }, Math.random() * intervalMs);
    return phase;
  });
  await sleep(durationMs);
  for (const timer of timers) {
    clearTimeout(timer);
    clearInterval(timer);
  }
  await sleep(1_000);
  listener.removeAllListeners('message');
  return { offeredPerSecond: ratePerSecond, sent, ...summarize(latencies.subarray(0, received)) };
}

/** Widgets polling their messages endpoint every `everyMs`, each at its own phase (with the samples). */
export async function polling({ widgets, everyMs, durationMs, poll }) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loops = widgets.map(async (widget) => {
    await sleep(Math.random() * everyMs);
    while (running) {
      const started = performance.now();
      const ok = await poll(widget).catch(() => false);
      if (ok) latencies.push(performance.now() - started);
      else failures++;
      await sleep(everyMs);
    }
  });
  await sleep(durationMs);
  running = false;
  await Promise.all(loops);
  return { widgets: widgets.length, failures, ...summarize(latencies), samples: latencies };
}

/** Times `count` sequential calls. */
export async function timed(count, call) {
  const samples = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await call(index);
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}
