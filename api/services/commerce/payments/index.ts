/**
 * Picks the gateway PAYMENT_GATEWAY names (simulator by default). One instance per environment and
 * database, so the Midtrans configuration is read once.
 */
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { PaymentGateway } from './gateway';
import { midtransConfig, midtransGateway } from './midtrans';
import { paymentServerKey } from './server-key';
import { simulatorGateway } from './simulator';

export { GatewayError, type PaymentGateway } from './gateway';
export { paymentServerKey } from './server-key';

const instances = new WeakMap<Env, PaymentGateway>();

/** The configured gateway. */
export async function paymentGateway(db: Db, env: Env): Promise<PaymentGateway> {
  const known = instances.get(env);
  if (known) return known;
  const gateway =
    env.PAYMENT_GATEWAY === 'midtrans'
      ? midtransGateway(midtransConfig(env, await paymentServerKey(db, env)))
      : simulatorGateway;
  instances.set(env, gateway);
  return gateway;
}
