import type { ValueTransformer } from 'typeorm';

/** PostgreSQL returns bigint as text; our ids stay far below 2^53, so they travel as numbers. */
export const bigintId: ValueTransformer = {
  to: (value?: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
