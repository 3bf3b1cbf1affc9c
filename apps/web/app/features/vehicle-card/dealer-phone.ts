import { useEffect } from 'react';
import { setDealerPhone } from '../../shared/stores/index.ts';

/** SPEC 4: while the card is open the dealer's phone replaces the holding phone everywhere. */
export function useDealerPhoneOverride(phone: string): void {
  useEffect(() => {
    setDealerPhone(phone);
    return () => setDealerPhone(null);
  }, [phone]);
}
