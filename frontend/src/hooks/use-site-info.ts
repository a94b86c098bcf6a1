import type { SiteInfo } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { cachedSiteInfo, loadSiteInfo } from '@/lib/site-info';

/** Who runs the service (footer, privacy policy); null until loaded or when it cannot be. */
export function useSiteInfo(): SiteInfo | null {
  const [info, setInfo] = useState(cachedSiteInfo);
  useEffect(() => {
    if (info) return;
    let current = true;
    void loadSiteInfo().then((loaded) => {
      if (current && loaded) setInfo(loaded);
    });
    return () => {
      current = false;
    };
  }, [info]);
  return info;
}
