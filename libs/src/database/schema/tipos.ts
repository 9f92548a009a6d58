import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id; kept as text in JavaScript, compared in SQL. */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});
