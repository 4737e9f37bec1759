import { adultGate } from '@/lib/age-gate';

export const { GET, POST } = adultGate.handlers;
