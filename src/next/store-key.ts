/** The keys the gate keeps in its store (`AgeGateStore`), one place. */
export const storeKey = {
  delivery: (id: string) => `ofage:webhook:${id}`,
  result: (verificationId: string) => `ofage:result:${verificationId}`,
  revoked: (verificationId: string) => `ofage:revoked:${verificationId}`,
  /** A verification older than the store that the service confirmed is still valid. */
  confirmed: (verificationId: string) => `ofage:confirmed:${verificationId}`,
  /** The one account a verification was bound to, so it can never be bound to another. */
  account: (verificationId: string) => `ofage:account:${verificationId}`,
  /**
   * Since when (epoch ms) the store has kept everything the gate wrote to it: revocations, account
   * bindings. A verified token minted before then may have been revoked or bound without the
   * store knowing, so it is confirmed with the service before it counts.
   */
  since: 'ofage:store-since',
};

/** How long the store keeps its `since`: as long as it will; losing it only costs confirmations. */
export const STORE_SINCE_TTL_SECONDS = 10 * 365 * 24 * 3600;
