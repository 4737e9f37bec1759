export const requirement = {
  jurisdiction: 'US-CA',
  criteria: { ageCategory: 'ADULT' as const },
};
