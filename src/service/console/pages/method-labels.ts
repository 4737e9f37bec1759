/** How the console names each verification method. */
export const METHOD_LABELS: Record<string, string> = {
  'age-key': 'Age key (passkey)',
  'facial-age-estimation': 'Facial age estimation',
  'id-document': 'Government ID',
  'digital-wallet': 'Digital wallet',
  'credit-card': 'Credit card',
  'bank-app': 'Bank app',
};
