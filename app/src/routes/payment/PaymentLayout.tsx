import { observer } from 'mobx-react-lite';
import { AppLayout } from '../shell/AppLayout.tsx';
import { PublicLayout } from '../shell/PublicLayout.tsx';
import { useStores } from '../../stores/StoresContext.tsx';

/**
 * /payment-success has no login guard (the payment provider returns here, signed in or not): a signed-in buyer sees
 * the app's header (balance, notifications, account), anyone else the public one.
 */
export const PaymentLayout = observer(function PaymentLayout() {
  const { auth } = useStores();
  return auth.isAuthenticated ? <AppLayout /> : <PublicLayout />;
});
