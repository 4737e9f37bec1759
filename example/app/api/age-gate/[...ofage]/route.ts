import { ageGate } from '@/lib/age-gate';

export const { GET, POST } = ageGate.handlers;
