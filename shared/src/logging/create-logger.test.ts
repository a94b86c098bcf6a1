import { Writable } from 'node:stream';
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
