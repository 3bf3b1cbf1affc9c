import { useEffect } from 'react';
import { setDealerPhone } from '../../shared/stores/index.ts';

/** SPEC 4: while a dealer's page is open its phone replaces the holding phone everywhere. */
export function useDealerPhoneOverride(phone: string): void {
  useEffect(() => {
    setDealerPhone(phone);
    return () => setDealerPhone(null);
  }, [phone]);
}
