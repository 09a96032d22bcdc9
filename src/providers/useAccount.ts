import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

/** The signed-in user's account (`/account/me`), through the dataProvider. */
export const useAccount = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['account', 'me'], queryFn: () => dataProvider.getAccount() });
};
