import { afterAll, beforeAll } from 'vitest';
import { createConnectedTestDatabase, type ConnectedTestDatabase } from './test-services';

/**
 * A test file's own database (DESIGN §11), created before its tests and dropped after them. The
 * handle can be kept from the top of the file: its fields are looked up when read, in hooks and tests.
 */
export function useTestDatabase(options: { poolSize?: number } = {}): ConnectedTestDatabase {
  let database: ConnectedTestDatabase | undefined;
  beforeAll(async () => {
    database = await createConnectedTestDatabase(options);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const current = (): ConnectedTestDatabase => {
    if (!database) throw new Error('the test database exists once beforeAll has run');
    return database;
  };
  return {
    get name() {
      return current().name;
    },
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    drop: async () => {
      const dropped = current();
      database = undefined;
      await dropped.drop();
    },
  };
}
