/**
 * Japanese legal-form words, written out or abbreviated in parentheses (after NFKC, so （株） and ㈱
 * both arrive as "(株)"). They sit before or after the name and say nothing about which company it is.
 */
export const japaneseLegalForms = [
  '株式会社',
  '株式會社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  '相互会社',
  '一般社団法人',
  '一般財団法人',
  '公益社団法人',
  '公益財団法人',
  '社団法人',
  '財団法人',
  '社会福祉法人',
  '医療法人社団',
  '医療法人財団',
  '医療法人',
  '学校法人',
  '特定非営利活動法人',
  'npo法人',
  '独立行政法人',
  '地方独立行政法人',
  '国立大学法人',
  '宗教法人',
  '税理士法人',
  '弁護士法人',
  '司法書士法人',
  '行政書士法人',
  '社会保険労務士法人',
  '有限責任監査法人',
  '監査法人',
  '(株)',
  '(有)',
  '(合)',
  '(同)',
  '(資)',
  '(名)',
  '(社)',
  '(財)',
  '(一社)',
  '(一財)',
  '(公社)',
  '(公財)',
  '(医)',
  '(医社)',
  '(学)',
  '(福)',
  '(特非)',
  '(npo)',
  '(独)',
  '(税)',
  '(弁)',
] as const;

/**
 * Latin legal forms (lower case, dots optional where people drop them). Removed only as whole words:
 * not glued to other Latin letters or digits, so the "co" of "Cosmo" stays.
 */
export const latinLegalForms = [
  // A space is optional inside the romanised forms: kabushiki kaisha, kabushikikaisha.
  'kabushiki kaisha',
  'godo kaisha',
  'incorporated',
  'corporation',
  'company',
  'limited',
  'inc',
  'corp',
  'co',
  'ltd',
  'llc',
  'l.l.c',
  'k.k',
  'g.k',
  'y.k',
  'plc',
  'gmbh',
] as const;

/**
 * Mail domains that many unrelated people share (free mail, mobile carriers, consumer ISPs), so an
 * address there says nothing about the company. A subdomain counts as its parent: ISP addresses
 * often look like taro@ab.biglobe.ne.jp.
 */
export const freeMailDomains = [
  // Free mail
  'gmail.com',
  'googlemail.com',
  'yahoo.co.jp',
  'yahoo.ne.jp',
  'ymail.ne.jp',
  'ymail.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'outlook.com',
  'outlook.jp',
  'hotmail.com',
  'hotmail.co.jp',
  'live.jp',
  'live.com',
  'msn.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'zoho.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'qq.com',
  '163.com',
  'naver.com',
  // Mobile carriers
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'au.com',
  'softbank.ne.jp',
  'i.softbank.jp',
  'disney.ne.jp',
  'ymobile.ne.jp',
  'y-mobile.ne.jp',
  'ymobile1.ne.jp',
  'emobile.ne.jp',
  'willcom.com',
  'pdx.ne.jp',
  'uqmobile.jp',
  'rakumail.jp',
  // Consumer ISPs
  'nifty.com',
  'nifty.ne.jp',
  'biglobe.ne.jp',
  'so-net.ne.jp',
  'ocn.ne.jp',
  'plala.or.jp',
  'odn.ne.jp',
  'dion.ne.jp',
  'eonet.ne.jp',
  'infoweb.ne.jp',
  'jcom.home.ne.jp',
  'zaq.ne.jp',
  'bb.excite.co.jp',
] as const;

/** Domains reserved for documentation and tests (RFC 2606, RFC 6761): never a real company's. */
export const reservedMailDomains = [
  'example.com',
  'example.net',
  'example.org',
  'example',
  'test',
  'invalid',
  'localhost',
] as const;

/** What tells one company from another across its submissions. */
export interface CompanyIdentity {
  /** The company name without legal form, spaces or punctuation, NFKC-normalised and lower-cased. */
  nameKey: string;
  /** The e-mail's domain when it is a company's own; null for free, carrier and reserved domains. */
  domainKey: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);

const japaneseLegalForm = new RegExp(longestFirst(japaneseLegalForms).map(escapeRegExp).join('|'), 'g');
const latinLegalForm = new RegExp(
  `(?<![a-z0-9])(?:${longestFirst(latinLegalForms)
    .map((form) => escapeRegExp(form).replaceAll(' ', '\\s*'))
    .join('|')})\\.?(?![a-z0-9])`,
  'g',
);
// Full-width forms are already half-width after NFKC; Japanese marks (、。・「」) are punctuation too.
const separators = /[\p{P}\p{S}\p{Z}\p{C}\s]/gu;

const sharedDomains: readonly string[] = [...freeMailDomains, ...reservedMailDomains];

/** The keys under which submissions of one company are counted once in the peer benchmark. */
export function companyIdentity(companyName: string, email: string): CompanyIdentity {
  const normalised = companyName.normalize('NFKC').toLowerCase();
  const nameKey = normalised
    .replace(japaneseLegalForm, '')
    .replace(latinLegalForm, '')
    .replace(separators, '');
  return { nameKey: nameKey || normalised.trim(), domainKey: corporateDomain(email) };
}

function corporateDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '');
  if (!domain) return null;
  const shared = sharedDomains.some((entry) => domain === entry || domain.endsWith(`.${entry}`));
  return shared ? null : domain;
}
