/** Credit packs and the payment provider, read from the environment. Filled in by the payments work. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentConfig {}

export function loadPaymentConfig(_env: NodeJS.ProcessEnv): PaymentConfig {
  return {};
}
