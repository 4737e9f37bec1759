/** Where the widget's bank-app step sends the person in test mode (the test bank app). */
export const TEST_BANK_APP_PATH = '/test-bank-app';
