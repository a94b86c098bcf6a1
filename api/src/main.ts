import { runService } from '@app/shared/lifecycle';
import { createLogger } from '@app/shared/logging';
import { assertSharedSecretsForDistributedMode, loadApiEnv } from './config/env';
import { startApiServer } from './server';

// `npm run start:api` passes --distributed: that process must not fall back to embedded storage.
const distributed = process.argv.includes('--distributed');

runService(async () => {
  const env = loadApiEnv(process.env, { distributed });
  assertSharedSecretsForDistributedMode(env);
  const logger = createLogger({ name: 'api', level: env.LOG_LEVEL });
  const api = await startApiServer(env, logger);
  logger.info({ url: api.url, mode: api.mode, metricsUrl: api.metricsUrl }, 'api listening');
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

  return { logger, close: () => api.close() };
});
