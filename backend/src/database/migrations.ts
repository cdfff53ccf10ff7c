import { CreateUsersAndSessions1763770000000 } from './migrations/1763770000000-CreateUsersAndSessions.js';
import { CreateChat1763780000000 } from './migrations/1763780000000-CreateChat.js';
import { AddMemberPackagesAndPayments1763790000000 } from './migrations/1763790000000-AddMemberPackagesAndPayments.js';
import { CreateMerchandise1763790100000 } from './migrations/1763790100000-CreateMerchandise.js';
import { KeepVariantOptionOrder1763790200000 } from './migrations/1763790200000-KeepVariantOptionOrder.js';

/** Every migration, in order. A new migration is added here as well as in migrations/. */
export const migrations = [
  CreateUsersAndSessions1763770000000,
  CreateChat1763780000000,
  AddMemberPackagesAndPayments1763790000000,
  CreateMerchandise1763790100000,
  KeepVariantOptionOrder1763790200000,
];
