'use server';

import { redirect } from 'next/navigation';
import { ageGate } from '@/lib/age-gate';

/** A server function is its own entry point: it checks the age again before acting. */
export async function placeOrder(form: FormData): Promise<void> {
  const item = String(form.get('item') ?? '');
  await ageGate.requireAgeVerified({ returnTo: `/checkout?item=${encodeURIComponent(item)}` });
  redirect(`/checkout?item=${encodeURIComponent(item)}&placed=1`);
}
