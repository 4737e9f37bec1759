/**
 * The redirect callback (spec "Redirect callback parameters"): the merchant's redirectUrl with
 * `verificationId` and `result` added to its query. The existing query and fragment are kept;
 * parameters of the same name are replaced, so a merchant cannot be handed two values.
 * Works for https URLs and custom-scheme deep links (`myapp://verified?x=1`) alike.
 */
export function composeRedirectUrl(
  redirectUrl: string,
  verificationId: string,
  result: 'PASS' | 'FAIL',
): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('verificationId', verificationId);
  url.searchParams.set('result', result);
  return url.toString();
}
