/** The test bank's account holders: one per age band a merchant wants to try. */
export const TEST_BANK_USERS = [
  { id: 'alex', name: 'Alex (34)', age: 34 },
  { id: 'jamie', name: 'Jamie (19)', age: 19 },
  { id: 'sam', name: 'Sam (17)', age: 17 },
  { id: 'kim', name: 'Kim (12)', age: 12 },
] as const;

export type TestBankUser = (typeof TEST_BANK_USERS)[number];

export function testBankUser(id: unknown): TestBankUser | undefined {
  return TEST_BANK_USERS.find((u) => u.id === id);
}

/** The user's date of birth (YYYY-MM-DD): `age` years and a month before `now`. */
export function testBirthdate(user: TestBankUser, now: number): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 1);
  d.setUTCFullYear(d.getUTCFullYear() - user.age);
  return d.toISOString().slice(0, 10);
}

/** `age_over_N` claims the test bank can state (every threshold of the jurisdictions, and 65). */
export const AGE_OVER_CLAIMS = [
  ...Array.from({ length: 14 }, (_, i) => `age_over_${12 + i}`),
  'age_over_65',
];
