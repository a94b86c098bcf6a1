import { createHmac } from 'node:crypto';
import { companyIdentity } from '../assessment/company-identity';

/** The keys a submission is counted under in the peer benchmark, as stored. */
export interface StoredCompanyKeys {
  /** Keyed hash of companyIdentity().nameKey. */
  companyNameKey: string;
  /** Keyed hash of companyIdentity().domainKey; null for free, carrier and reserved mail. */
  emailDomainKey: string | null;
}

/** Turns a company name and an e-mail address into the keys stored with the submission. */
export type CompanyKeyHasher = (companyName: string, email: string) => StoredCompanyKeys;

/**
 * Company keys as HMAC-SHA256 under the server's secret: the benchmark only compares them for
 * equality, and without the secret a stored key cannot be matched against guessed company names.
 */
export function createCompanyKeyHasher(secret: string): CompanyKeyHasher {
  const hash = (key: string) => createHmac('sha256', secret).update(key).digest('base64url');
  return (companyName, email) => {
    const identity = companyIdentity(companyName, email);
    return {
      companyNameKey: hash(identity.nameKey),
      emailDomainKey: identity.domainKey === null ? null : hash(identity.domainKey),
    };
  };
}
