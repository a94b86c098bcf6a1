import { defaultPrivacyPolicyDate, type SiteInfo } from '@app/shared/contract';
import { providerFromEnv, type ProviderEnv } from '@app/shared/report';

/** The variables naming the operator and its privacy contact (all optional). */
export interface SiteEnv extends ProviderEnv {
  PROVIDER_ADDRESS?: string;
  PRIVACY_CONTACT?: string;
  PRIVACY_POLICY_DATE?: string;
}

/**
 * What GET /api/site answers. The operator's name and contact are the ones the reports name
 * (providerFromEnv, with the same defaults); the privacy contact falls back to the general one.
 */
export function siteInfoFromEnv(env: SiteEnv): SiteInfo {
  const provider = providerFromEnv(env);
  return {
    operatorName: provider.name,
    operatorAddress: env.PROVIDER_ADDRESS ?? null,
    operatorContact: provider.contact,
    privacyContact: env.PRIVACY_CONTACT ?? provider.contact,
    privacyPolicyDate: env.PRIVACY_POLICY_DATE ?? defaultPrivacyPolicyDate,
  };
}
