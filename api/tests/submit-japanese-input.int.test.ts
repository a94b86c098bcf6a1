import { submissions } from '@app/shared/db';
import { buildSubmitRequest } from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestApi, postSubmit, readError } from './start-test-api';

const testApi = useTestApi();

describe('POST /api/submit with Japanese input', () => {
  test('when the contact data is typed in full-width with +81, then it is accepted and stored normalised', async () => {
    const unique = crypto.randomUUID().slice(0, 8);
    const body = buildSubmitRequest({
      userInfo: {
        name: '\u3000山田 太郎 ',
        email: ` ｔａｒｏ．${unique}＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ\u3000`,
        phone: '＋８１ ９０（１２３４）５６７８',
      },
    });

    const response = await postSubmit(testApi.api.url, body);

    expect(response.status).toBe(200);
    const rows = await testApi.database.db
      .select({ name: submissions.contactName, email: submissions.email, phone: submissions.phone })
      .from(submissions)
      .where(eq(submissions.email, `taro.${unique}@example.co.jp`));
    expect(rows).toEqual([
      { name: '山田 太郎', email: `taro.${unique}@example.co.jp`, phone: '090-1234-5678' },
    ]);
  });

  test('when the phone has too few digits even after normalising, then 400 names the field with the SPEC message', async () => {
    const response = await postSubmit(
      testApi.api.url,
      buildSubmitRequest({
        userInfo: { name: '山田 太郎', email: 'taro@example.co.jp', phone: '０３ １２３４ ５６７' },
      }),
    );

    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(JSON.stringify(error)).toContain('有効な電話番号（ハイフンなし10桁または11桁）を入力してください');
    expect(JSON.stringify(error)).toContain('phone');
  });
});
