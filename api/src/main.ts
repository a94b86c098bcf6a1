import { ConfigError } from '@app/shared/config';
import { createLogger } from '@app/shared/logging';
import { assertJwtSecretForDistributedMode, loadApiEnv } from './config/env';
import { startApiServer } from './server';

// `npm run start:api` passes --distributed: that process must not fall back to embedded storage.
const distributed = process.argv.includes('--distributed');

async function main(): Promise<void> {
  const env = loadApiEnv(process.env, { distributed });
  assertJwtSecretForDistributedMode(env);
  const logger = createLogger({ name: 'api', level: env.LOG_LEVEL });
  const api = await startApiServer(env, logger);
  logger.info({ url: api.url, mode: api.mode }, 'api listening');
  if (api.mode === 'embedded') process.stdout.write(`\n  診断サービスを起動しました: ${api.url}\n\n`);
  // Printed to the terminal only, never to the logs: the admin URL and a generated password are secrets.
  if (api.mode === 'embedded' && api.admin.loginPath) {
    process.stdout.write(`  管理画面ログイン: ${api.url}${api.admin.loginPath}\n`);
  }
  if (api.admin.generatedAccount) {
    const { username, password } = api.admin.generatedAccount;
    process.stdout.write(
      `  管理者アカウントを作成しました（パスワードはこの一度だけ表示されます）\n    ユーザー名: ${username}\n    パスワード: ${password}\n\n`,
    );
  }

  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    await api.close();
    process.exit(process.exitCode ?? 0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
  // An error nobody handled leaves the process in an unknown state: log it, stop cleanly, and let
  // the supervisor (docker compose, systemd) start a fresh process.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.once(event, (error) => {
      logger.fatal({ err: error }, event);
      process.exitCode = 1;
      void shutdown('SIGTERM');
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
