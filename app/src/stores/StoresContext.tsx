import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore.ts';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext value={stores}>{children}</StoresContext>;
}

export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() is used outside <StoresProvider>.');
  return stores;
}
