/** The connection string of the database in use (external or embedded). */
export const DATABASE_URL = Symbol('DATABASE_URL');
