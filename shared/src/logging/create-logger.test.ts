import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, test } from 'vitest';
import { buildSubmitRequest } from '../testing/submission-factory';
import { createLogger } from './create-logger';

function captureLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ name: 'test', level: 'info' }, destination), output: () => lines.join('') };
}

describe('createLogger', () => {
  test('when a whole submission is logged, then no contact data, answer or free text reaches the output', () => {
    const { logger, output } = captureLogger();
    const submission = buildSubmitRequest();

    logger.info({ submission, body: submission, ...submission }, 'received');
    logger.info({ req: { headers: { authorization: 'Bearer secret-token' }, body: submission } }, 'request');
    logger.info(
      { res: { statusCode: 204, headers: { 'set-cookie': 'dashboard=cookie-token' } } },
      'response',
    );
    logger.info(
      { email: submission.userInfo.email, phone: submission.userInfo.phone, password: 'hunter2' },
      'x',
    );

    const text = output();
    expect(text).toContain('received');
    for (const secret of [
      submission.userInfo.email,
      submission.userInfo.phone,
      submission.userInfo.name,
      submission.freeText!.issue,
      'secret-token',
      'cookie-token',
      'hunter2',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  test('when ids and durations are logged, then they are kept', () => {
    const { logger, output } = captureLogger();

    logger.info({ submissionId: 'abc-123', ms: 42 }, 'report written');

    expect(JSON.parse(output())).toMatchObject({ submissionId: 'abc-123', ms: 42, msg: 'report written' });
  });
});

describe('error serialisation', () => {
  test('when a failed query with contact data is logged, then neither its parameters nor the values quoted by PostgreSQL appear', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle(client);
      await db.execute(sql`create table leads (name text not null, email text not null, born date)`);
      const { logger, output } = captureLogger();
      const failures: unknown[] = [];
      // A NUL byte cannot be stored in text; a malformed date is quoted back in the message.
      for (const statement of [
        sql`insert into leads (name, email) values (${'機密 太郎\u0000'}, ${'taro.secret@example.jp'})`,
        sql`insert into leads (name, email, born) values (${'機密 太郎'}, ${'taro.secret@example.jp'}, ${'機密-born'})`,
      ]) {
        await db.execute(statement).catch((error: unknown) => failures.push(error));
      }

      for (const error of failures) logger.error({ err: error }, 'storing failed');
      logger.error(new Error('wrapped', { cause: failures[1] }));

      expect(failures).toHaveLength(2);
      const text = output();
      expect(text).toContain('Failed query');
      expect(text).toContain('"code":"22007"');
      for (const secret of ['機密', 'taro.secret', 'insert into leads']) expect(text).not.toContain(secret);
    } finally {
      await client.close();
    }
  });

  test('when an error carries a body, headers or a detail, then only its describing fields are kept', () => {
    const { logger, output } = captureLogger();
    const error = Object.assign(
      new SyntaxError('Unexpected token \'x\', "{"name":"機密"}" is not valid JSON'),
      {
        status: 400,
        type: 'entity.parse.failed',
        body: '{"name":"機密"}',
        headers: { authorization: 'Bearer secret-token' },
        detail: 'Key (email)=(taro.secret@example.jp) already exists.',
        parameters: ['taro.secret@example.jp'],
      },
    );

    logger.warn({ err: error }, 'bad body');

    const line = JSON.parse(output()) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({ type: 'SyntaxError', status: 400 });
    expect(line.err.stack).toMatch(/^SyntaxError: /);
    for (const secret of ['機密', 'secret-token', 'taro.secret']) expect(output()).not.toContain(secret);
  });
});
