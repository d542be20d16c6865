import { observer } from 'mobx-react-lite';
import { DiscountCodeBox } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';

/** The discount code box wired to stores.pricing (upper-casing, the 500 ms validation and redeeming live there). */
export const DiscountCode = observer(function DiscountCode() {
  const { pricing } = useStores();
  return (
    <DiscountCodeBox
      value={pricing.code}
      onChange={pricing.setCode}
      status={pricing.discountStatus}
      validation={pricing.validation}
      onRedeem={() => void pricing.redeem()}
      redeeming={pricing.isRedeeming}
      redeemedMessage={pricing.redeemedMessage}
    />
  );
});
