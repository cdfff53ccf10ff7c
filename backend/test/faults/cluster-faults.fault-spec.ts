import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, sleep, waitFor } from '../../../scripts/lib/cluster.mjs';
import { ChatTraffic, type TrafficReport } from './support/chat-traffic.js';
import { ADMIN, health, LocalCluster } from './support/local-cluster.js';

const MEMBERS = 6;

/** Even members start on `first`, odd ones on `second`; each falls back to the other. */
const alternate = (first: string, second: string) => (index: number) =>
  index % 2 === 0 ? [first, second] : [second, first];

function print(scenario: string, report: TrafficReport): void {
  const counts = Object.entries(report)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  console.log(`[${scenario}] ${counts}`);
}

function expectNothingLostOrDoubled(traffic: ChatTraffic, report: TrafficReport): void {
  expect(report.acknowledged).toBeGreaterThan(0);
  expect(
    report.lost,
    `acknowledged messages the admin never got: ${traffic.lostMessages().slice(0, 20).join(', ')}`,
  ).toBe(0);
  expect(report.duplicates, 'messages stored or shown twice').toBe(0);
  expect(report.acknowledged, 'every message was stored in the end').toBe(report.sent);
}

describe('faults under steady chat traffic (two instances, nginx, PostgreSQL, Redis)', () => {
  let cluster: LocalCluster;
  beforeAll(async () => {
    cluster = await LocalCluster.start();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('SIGKILL of one instance: its clients reconnect through the balancer, catch up, and nothing is lost', async () => {
    const traffic = await ChatTraffic.start({
      http: cluster.url,
      admin: ADMIN,
      members: MEMBERS,
      memberUrls: () => [cluster.url],
      adminUrls: [cluster.url],
    });
    try {
      await sleep(2_000);
      const victim = cluster.instances[0];
      victim.child.kill('SIGKILL');
      await victim.exited;
      const ackedAtKill = traffic.acknowledgedContents();
      await sleep(4_000);
      const report = await traffic.drain();
      print('SIGKILL one instance', report);
      const lostAfterKill = traffic.undelivered(ackedAtKill);
      console.log(
        `[SIGKILL one instance] acknowledged before the kill: ${ackedAtKill.size}, of which the admin never got: ${lostAfterKill.length}`,
      );
      expect(
        lostAfterKill,
        'messages acknowledged before the kill that never reached the admin',
      ).toEqual([]);
      expect(report.duplicates, 'messages stored or shown twice').toBe(0);
      expect(report.acknowledged, 'every message was stored in the end').toBe(report.sent);
      expect(report.acknowledged).toBeGreaterThan(ackedAtKill.size);
      expect(report.reconnects, 'the killed instance had clients').toBeGreaterThan(0);
    } finally {
      traffic.close();
      await cluster.startInstance(0);
    }
  });

  it('PostgreSQL restart: health answers 503 meanwhile, sends get an error event, and the app recovers by itself', async () => {
    const [a, b] = cluster.instances;
    const traffic = await ChatTraffic.start({
      http: a.url,
      admin: ADMIN,
      members: MEMBERS,
      memberUrls: alternate(a.url, b.url),
      adminUrls: [b.url, a.url],
    });
    try {
      await sleep(1_500);
      await cluster.postgres.stop();
      await waitFor(
        'health 503 on both instances',
        async () => (await health(a.url)) === 503 && (await health(b.url)) === 503,
        {
          timeoutMs: 10_000,
        },
      );
      await sleep(2_000);
      await cluster.postgres.start();
      await waitFor(
        'health 200 on both instances',
        async () => (await health(a.url)) === 200 && (await health(b.url)) === 200,
        {
          timeoutMs: 30_000,
        },
      );
      await sleep(2_000);
      const report = await traffic.drain();
      print('PostgreSQL restart', report);
      expectNothingLostOrDoubled(traffic, report);
      expect(
        report.refused,
        'sends during the outage were refused with an error event',
      ).toBeGreaterThan(0);
      const reasons = new Set(traffic.members.flatMap((member) => member.refusals));
      expect([...reasons]).toEqual(['The message could not be stored; please try again']);
    } finally {
      traffic.close();
      if ((await health(a.url)) !== 200) await cluster.postgres.start().catch(() => undefined);
    }
  });

  it('Redis restart: sends are still stored, delivery waits and catch-up fills the gap, then live delivery recovers; nothing lost or doubled', async () => {
    const [a, b] = cluster.instances;
    const traffic = await ChatTraffic.start({
      http: a.url,
      admin: ADMIN,
      members: MEMBERS,
      // Half the members on each instance; the admin on B hears A's members only through Redis.
      memberUrls: alternate(a.url, b.url),
      adminUrls: [b.url, a.url],
    });
    try {
      await sleep(1_500);
      await cluster.redis.stop();
      await sleep(2_500);
      expect(traffic.report().refused, 'sends are stored while Redis is down').toBe(0);
      await cluster.redis.restart();
      await waitFor(
        'the admin to reconnect after the bus resync',
        async () => traffic.admin.socket.reconnects > 0 && traffic.admin.socket.ready,
        {
          timeoutMs: 15_000,
        },
      );
      await sleep(2_000);
      const report = await traffic.drain();
      print('Redis restart', report);
      expectNothingLostOrDoubled(traffic, report);
    } finally {
      traffic.close();
      // A failed step leaves Redis as the next test needs it.
      if (!(await redisAnswers(cluster.redis.url))) await cluster.redis.restart();
    }
  });

  it('SIGTERM during traffic: requests in flight finish, sockets close with 1012, nothing is lost', async () => {
    const [a, b] = cluster.instances;
    const traffic = await ChatTraffic.start({
      http: b.url,
      admin: ADMIN,
      members: MEMBERS,
      memberUrls: alternate(a.url, b.url),
      adminUrls: [b.url],
    });
    try {
      await sleep(1_500);
      const member = traffic.members[0];
      const inFlight = Array.from({ length: 20 }, (_, index) =>
        fetch(`${a.url}/api/messages`, {
          method: 'POST',
          headers: { Cookie: member.cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ conversationId: member.conversationId, content: `rest-${index}` }),
        }).then(
          (response) => response.status,
          (error: Error) =>
            `failed: ${(error.cause as Error | undefined)?.message ?? error.message}`,
        ),
      );
      await sleep(20);
      a.child.kill('SIGTERM');
      const statuses = await Promise.all(inFlight);
      expect(await a.exited).toBe(0);
      await sleep(2_000);
      const report = await traffic.drain();
      print('SIGTERM one instance', report);
      expectNothingLostOrDoubled(traffic, report);

      const accepted = statuses.filter((status) => status === 201).length;
      console.log(
        `[SIGTERM one instance] REST requests in flight: ${accepted} of ${statuses.length} answered 201; others: ${JSON.stringify(statuses.filter((status) => status !== 201))}`,
      );
      expect(
        statuses.every((status) => status === 201 || /ECONNREFUSED/.test(String(status))),
        'no request was cut off midway',
      ).toBe(true);
      expect(accepted).toBeGreaterThan(0);
      const delivered = new Set([...traffic.admin.byId.values()].map((message) => message.content));
      for (let index = 0; index < statuses.length; index++) {
        if (statuses[index] === 201) expect(delivered.has(`rest-${index}`)).toBe(true);
      }
      const onA = traffic.members.filter((_, index) => index % 2 === 0);
      for (const each of onA)
        expect(each.socket.closeCodes[0], `${each.name}'s socket on the stopped instance`).toBe(
          1012,
        );
    } finally {
      traffic.close();
    }
  });
});
