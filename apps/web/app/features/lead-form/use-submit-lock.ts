import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_SUBMIT_LOCK_MS } from '@dealer/domain';

/** SPEC 4: the submit button is blocked for 5 s after a submit event. */
export function useSubmitLock(ms: number = FORM_SUBMIT_LOCK_MS): [boolean, () => void] {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), ms);
  }, [ms]);
  return [locked, lock];
}
