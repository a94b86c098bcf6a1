import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { companyIdentity } from '../assessment/company-identity';
import { migrationStatements, useDatabaseEngines } from '../testing/database-engines';
import type { DatabaseHandle } from './database';
import { submissions } from './schema';

// Rows stored before migration 0005 get their keys from its SQL, later rows from companyIdentity();
// the two must agree on the names and addresses visitors really type.
const stored: [companyName: string, email: string][] = [
  ['株式会社 山田製作所', 'taro@yamada-ss.co.jp'],
  ['山田製作所(株)', 'Hanako@Yamada-SS.CO.JP'],
  ['山田製作所（株）', 'yamada.taro@gmail.com'],
  ['㈱山田製作所', 'taro@ab.biglobe.ne.jp'],
  ['株式会社　山田製作所', 'taro-1980@docomo.ne.jp'],
  ['ＡＢＣ商事株式会社', 'info@abc-shoji.jp'],
  ['ｶﾞｰﾃﾞﾝ工業株式会社', 'garden@i.softbank.jp'],
  ['有限会社　エー・ビー・シー', 'abc@example.com'],
  ['医療法人社団 健友会', 'jimu@kenyukai.or.jp'],
  ['一般社団法人 日本ＤＸ推進協会', 'info@jdx.or.jp'],
  ['(一社)日本DX推進協会', 'info@jdx.or.jp.'],
  ['特定非営利活動法人 まちづくりネット', 'machi@yahoo.co.jp'],
  ['NPO法人まちづくりネット', 'machi@outlook.jp'],
  ['学校法人　青葉学園', 'office@aoba.ac.jp'],
  ['Yamada Seisakusho Co., Ltd.', 'sales@yamada-ss.com'],
  ['YAMADA SEISAKUSHO CO.,LTD', 'sales@notgmail.com'],
  ['Ｙａｍａｄａ Ｓｅｉｓａｋｕｓｈｏ Ｉｎｃ．', 'x@proton.me'],
  ['Cosmo Coffee Co., Ltd.', 'cafe@cosmo-coffee.jp'],
  ['合同会社さくら＆パートナーズ', 'sakura@sakura-partners.jp'],
  ['株式会社「未来」', 'mirai@mirai.co.jp'],
  [' 株式会社 ', 'a@kabushiki.jp'],
  ['（株）', 'b@icloud.com'],
  ['Co., Ltd.', 'c@shop.test'],
];

/** The backfill statement of migration 0005, as the migrator runs it. */
async function backfillStatement(): Promise<string> {
  const statements = await migrationStatements('0005_company_identity.sql');
  return statements.find((part) => part.includes('UPDATE "submissions"'))!;
}

/** Stores rows without keys, runs the backfill, and reads the keys back in insertion order. */
async function backfilledKeys(database: DatabaseHandle) {
  for (const [index, [companyName, email]] of stored.entries())
    await database.db.execute(sql`
      insert into submissions (created_at, company_name, email, industry, company_size, company_info, answers,
        free_text, questionnaire_version, contact_name, phone)
      values (now() + ${index} * interval '1 second', ${companyName}, ${email}, 'other', 'lt10', '{}', '{}', '{}',
        'v1', 'name', '0312345678')`);
  await database.db.execute(sql.raw(await backfillStatement()));
  return database.db
    .select({ nameKey: submissions.companyNameKey, domainKey: submissions.emailDomainKey })
    .from(submissions)
    .orderBy(submissions.createdAt);
}

const expected = stored.map(([companyName, email]) => companyIdentity(companyName, email));

describe('company identity backfill of migration 0005', () => {
  const engines = useDatabaseEngines();

  test.each(engines.each)(
    'when stored rows are backfilled on %s, then their keys equal companyIdentity()',
    async (_kind, open) => {
      const database = await open();

      const keys = await backfilledKeys(database);

      expect(keys).toEqual(expected);
    },
  );
});
