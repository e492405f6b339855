/**
 * Where a payment provider plugs in when featuring becomes a paid package. Nothing implements it
 * yet and nothing takes payments: staff feature listings by hand (listing-lifetime/featuring).
 * KNET, Kuwait's debit network, is reached through a payment gateway (a hosted payment page and a
 * signed callback); that gateway's adapter would implement this interface. docs/decisions.md says
 * how the flow would run.
 */

/** What a member buys: a package of featured days for one of their listings. */
export interface FeaturePurchase {
  /** Our id for the attempt, sent to the gateway and returned in its callback (idempotency). */
  reference: string;
  memberId: string;
  classifiedId: string;
  days: number;
  /** In the smallest unit of the currency (fils for KWD: 1 KWD = 1000 fils). */
  amount: number;
  currency: 'KWD';
  /** Where the gateway sends the member's browser back to when they finish or cancel. */
  returnUrl: string;
}

/** The gateway's hosted page the member pays on. */
export interface PaymentRedirect {
  reference: string;
  paymentUrl: string;
}

/** A callback checked for its signature by the provider: paid or not, for which attempt. */
export interface PaymentOutcome {
  reference: string;
  status: 'paid' | 'failed' | 'cancelled';
  /** The gateway's own transaction id, kept for refunds and disputes. */
  providerTransactionId: string | null;
}

export interface PaymentProvider {
  /** The provider's name in logs and records ('knet-gateway'). */
  readonly name: string;
  /** Starts a payment; the member is sent to `paymentUrl`. */
  startPayment(purchase: FeaturePurchase): Promise<PaymentRedirect>;
  /**
   * Reads the gateway's callback (its raw body and headers), refusing one whose signature does
   * not check. Only a verified 'paid' outcome may feature a listing, once per reference.
   */
  verifyCallback(body: string, headers: Readonly<Record<string, string | undefined>>): Promise<PaymentOutcome>;
}
