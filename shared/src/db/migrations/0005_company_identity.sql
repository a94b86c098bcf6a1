DROP INDEX "submissions_peer_idx";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "company_name_key" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "email_domain_key" text;--> statement-breakpoint
-- Backfill the keys of rows stored before they existed: an SQL approximation of companyIdentity()
-- (shared/src/assessment/company-identity.ts) as it stood when this migration was written. Rows
-- stored from now on get their keys from the application.
UPDATE "submissions" SET
  "company_name_key" = coalesce(
    nullif(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            lower(normalize("company_name", NFKC)),
            '特定非営利活動法人|社会保険労務士法人|地方独立行政法人|有限責任監査法人|一般社団法人|一般財団法人|公益社団法人|公益財団法人|社会福祉法人|医療法人社団|医療法人財団|独立行政法人|国立大学法人|司法書士法人|行政書士法人|npo法人|税理士法人|弁護士法人|\(npo\)|株式会社|株式會社|有限会社|合同会社|合資会社|合名会社|相互会社|社団法人|財団法人|医療法人|学校法人|宗教法人|監査法人|\(一社\)|\(一財\)|\(公社\)|\(公財\)|\(医社\)|\(特非\)|\(株\)|\(有\)|\(合\)|\(同\)|\(資\)|\(名\)|\(社\)|\(財\)|\(医\)|\(学\)|\(福\)|\(独\)|\(税\)|\(弁\)',
            '', 'g'),
          '(?<![a-z0-9])(kabushiki\s*kaisha|incorporated|godo\s*kaisha|corporation|company|limited|l\.l\.c|corp|gmbh|inc|ltd|llc|k\.k|g\.k|y\.k|plc|co)\.?(?![a-z0-9])',
          '', 'g'),
        '[[:space:][:punct:][:cntrl:]]', '', 'g'),
      ''),
    btrim(lower(normalize("company_name", NFKC)))),
  "email_domain_key" = (
    SELECT CASE
      WHEN parsed.domain = '' OR EXISTS (
        SELECT 1 FROM unnest(ARRAY[
        'gmail.com', 'googlemail.com', 'yahoo.co.jp', 'yahoo.ne.jp', 'ymail.ne.jp', 'ymail.com',
        'yahoo.com', 'icloud.com', 'me.com', 'mac.com', 'outlook.com', 'outlook.jp', 'hotmail.com',
        'hotmail.co.jp', 'live.jp', 'live.com', 'msn.com', 'aol.com', 'proton.me', 'protonmail.com',
        'pm.me', 'zoho.com', 'gmx.com', 'gmx.net', 'mail.com', 'yandex.com', 'qq.com', '163.com',
        'naver.com', 'docomo.ne.jp', 'ezweb.ne.jp', 'au.com', 'softbank.ne.jp', 'i.softbank.jp',
        'disney.ne.jp', 'ymobile.ne.jp', 'y-mobile.ne.jp', 'ymobile1.ne.jp', 'emobile.ne.jp',
        'willcom.com', 'pdx.ne.jp', 'uqmobile.jp', 'rakumail.jp', 'nifty.com', 'nifty.ne.jp',
        'biglobe.ne.jp', 'so-net.ne.jp', 'ocn.ne.jp', 'plala.or.jp', 'odn.ne.jp', 'dion.ne.jp',
        'eonet.ne.jp', 'infoweb.ne.jp', 'jcom.home.ne.jp', 'zaq.ne.jp', 'bb.excite.co.jp',
        'example.com', 'example.net', 'example.org', 'example', 'test', 'invalid', 'localhost'
        ]::text[]) AS shared(domain)
        WHERE parsed.domain = shared.domain OR parsed.domain LIKE ('%.' || shared.domain)
      ) THEN NULL
      ELSE parsed.domain
    END
    FROM (SELECT rtrim(btrim(lower(substring("email" FROM '@([^@]*)$'))), '.') AS domain) AS parsed
  )
WHERE "company_name_key" IS NULL;--> statement-breakpoint
CREATE INDEX "submissions_peer_company_idx" ON "submissions" USING btree ("industry","company_size",coalesce('d:' || "email_domain_key", 'n:' || "company_name_key", 'id:' || "id"::text),"no" DESC NULLS LAST) WHERE "submissions"."status" = 'completed';