import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { LoginPage } from './LoginPage.tsx';

export const Component = LoginPage;

/** The social sign-in buttons come from the server's configured providers; the form shows meanwhile. */
export async function loader({ context }: LoaderFunctionArgs) {
  void (await context.get(storesContext).loadSocialProviders()).load();
  return null;
}
