import type { EntityManager } from 'typeorm';
import { VIP_DAYS, type StorePackage } from './store-packages.js';

/** Tournament: one more entry. VIP: the later of now and the current end, plus 30 days. Premium: that and the premium flag. */
export async function grantPackage(
  manager: EntityManager,
  userId: string,
  pkg: StorePackage,
): Promise<void> {
  if (pkg.id === 'tournament') {
    await manager.query(
      `UPDATE "users" SET "tournamentEntries" = "tournamentEntries" + 1 WHERE "id" = $1`,
      [userId],
    );
    return;
  }
  await manager.query(
    `UPDATE "users"
     SET "vipUntil" = GREATEST(now(), COALESCE("vipUntil", now())) + make_interval(days => $2),
         "isPremium" = "isPremium" OR $3
     WHERE "id" = $1`,
    [userId, VIP_DAYS, pkg.id === 'premium'],
  );
}

/**
 * Takes back what one refunded payment of `packageId` granted, once its status says refunded:
 * - tournament: one entry fewer, never below 0 (an entry already used is not owed back);
 * - vip and premium: the VIP end 30 days earlier but never before now, so VIP bought on top of
 *   other VIP keeps the rest; an end already past stays as it was;
 * - premium: the premium flag off, unless another premium payment of the member still grants it.
 */
export async function revokePackage(
  manager: EntityManager,
  userId: string,
  packageId: string,
): Promise<void> {
  if (packageId === 'tournament') {
    await manager.query(
      `UPDATE "users" SET "tournamentEntries" = GREATEST(0, "tournamentEntries" - 1) WHERE "id" = $1`,
      [userId],
    );
    return;
  }
  if (packageId !== 'vip' && packageId !== 'premium') return;
  await manager.query(
    `UPDATE "users"
     SET "vipUntil" = CASE WHEN "vipUntil" > now()
                           THEN GREATEST(now(), "vipUntil" - make_interval(days => $2))
                           ELSE "vipUntil" END,
         "isPremium" = CASE WHEN $3 THEN EXISTS (
                         SELECT 1 FROM "payments"
                         WHERE "userId" = $1 AND "packageId" = 'premium'
                           AND "status" IN ('succeeded', 'refund_pending'))
                       ELSE "isPremium" END
     WHERE "id" = $1`,
    [userId, VIP_DAYS, packageId === 'premium'],
  );
}
