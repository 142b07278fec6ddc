import { useEffect, useState } from 'react';

/** True once React has hydrated the page (false during SSR and the first client render). */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
};
