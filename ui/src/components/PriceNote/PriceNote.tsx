import { Text } from '../Text/Text.tsx';
import { creditsText, shortfallText } from '../CreditsExplainer/creditCosts.ts';

export type PriceNoteProps = {
  /** For the paid button's `aria-describedby`: the element keeps this id even while the price is unknown. */
  id?: string;
  /** What the action costs, from the server's price list; nothing shows while it is unknown. */
  cost: number | null | undefined;
  /** The user's balance: when it cannot pay, the note says how many credits are missing. */
  balance?: number | null;
  /** Words before the price ('Regenerate Image'), when the note does not sit beside its button. */
  label?: string;
};

/** A paid action's price beside its button, and before the click whether the balance can pay it. */
export function PriceNote({ id, cost, balance, label }: PriceNoteProps) {
  if (cost === null || cost === undefined) return <span id={id} hidden />;
  const short = shortfallText(cost, balance);
  const price = cost === 0 ? 'Free' : creditsText(cost);
  return (
    <Text as="span" id={id} size="sm" tone={short ? 'danger' : 'muted'}>
      {label ? `${label}: ${price}.` : short ? `${price}.` : price}
      {short ? ` ${short}` : null}
    </Text>
  );
}
