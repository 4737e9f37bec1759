import { createAgeGate } from 'ofage/server';
import { requirement } from './requirement';

export const ageGate = createAgeGate(requirement);
