import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../../shared/stores/index.ts';
import { phoneForInput } from './phone-format.ts';
import type { LeadDefaults } from './types.ts';

/** SPEC 4, 6: forms are filled from the profile of a logged-in visitor, except on iframe routes. */
export function useProfileDefaults(): LeadDefaults {
  const user = useUser();
  const { pathname } = useLocation();
  const embedded = pathname.startsWith('/iframe/');
  return useMemo(() => {
    if (!user || embedded) return {};
    return {
      firstname: user.firstName,
      lastname: user.lastName,
      middlename: user.middleName,
      phone: phoneForInput(user.phone) || undefined,
      email: user.email,
    };
  }, [user, embedded]);
}
