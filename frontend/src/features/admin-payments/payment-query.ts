import {
  ADMIN_PAYMENTS_DAY_PATTERN,
  ADMIN_PAYMENTS_TEXT,
  PAYMENT_STATUSES,
  STORE_PACKAGE_ID,
  type AdminPaymentsQuery,
  type PaymentStatus,
  type StorePackageId,
} from '@club/contracts';

const PACKAGE_IDS: readonly string[] = Object.values(STORE_PACKAGE_ID);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
const isPackage = (value: string): value is StorePackageId => PACKAGE_IDS.includes(value);

/**
 * The list the address asks for (`?status=&package=&from=&to=&member=&cursor=`): a status, package
 * or member that is not one is ignored; days are kept as written, for `queryProblem` to judge.
 */
export function paymentQueryOf(search: URLSearchParams): AdminPaymentsQuery {
  const status = search.get('status') ?? '';
  const packageId = search.get('package') ?? '';
  const member = search.get('member') ?? '';
  const from = search.get('from') || undefined;
  const to = search.get('to') || undefined;
  const cursor = search.get('cursor') || undefined;
  return {
    ...(isStatus(status) && { status }),
    ...(isPackage(packageId) && { package: packageId }),
    ...(from && { from }),
    ...(to && { to }),
    ...(UUID.test(member) && { member }),
    ...(cursor && { cursor }),
  };
}

/** A real calendar day (UTC only as a calendar without zones: the server bounds it by the club's). */
function isDay(text: string): boolean {
  if (!ADMIN_PAYMENTS_DAY_PATTERN.test(text) || text < '0001') return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Why the days cannot be asked for, in the server's words, or undefined when they can. */
export function dayProblem({ from, to }: Pick<AdminPaymentsQuery, 'from' | 'to'>) {
  if (from && !isDay(from))
    return { field: 'from', message: ADMIN_PAYMENTS_TEXT.fromInvalid } as const;
  if (to && !isDay(to)) return { field: 'to', message: ADMIN_PAYMENTS_TEXT.toInvalid } as const;
  if (from && to && from > to) return { field: 'to', message: ADMIN_PAYMENTS_TEXT.order } as const;
  return undefined;
}

/** The query as address parameters, every filter that is set and the cursor when given. */
export function searchOf(query: AdminPaymentsQuery): Record<string, string> {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** The CSV of every payment the filters select (the page's cursor does not apply). */
export function csvHref(query: AdminPaymentsQuery): string {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  const search = new URLSearchParams(searchOf(filters)).toString();
  return `/api/admin/payments.csv${search ? `?${search}` : ''}`;
}
