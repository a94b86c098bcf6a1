import { openDatabase } from '../db/database';
import { databaseUrl, onMaintenanceDatabase, templateDatabaseName } from './test-services';

/** Vitest global setup: migrate the template database once for the whole run. */
export default async function setup(): Promise<void> {
  await onMaintenanceDatabase(`DROP DATABASE IF EXISTS ${templateDatabaseName} WITH (FORCE)`);
  await onMaintenanceDatabase(`CREATE DATABASE ${templateDatabaseName}`);
  const database = await openDatabase({ url: databaseUrl(templateDatabaseName), poolSize: 1 });
  await database.close();
}
