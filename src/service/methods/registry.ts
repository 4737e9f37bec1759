import { VERIFICATION_METHODS, type VerificationMethod } from '../../protocol/verification-result';
import type { ServiceContext } from '../context';
import { ageKeyMethod } from './age-key/definition';
import { bankAppMethod } from './bank-app/definition';
import { creditCardMethod } from './credit-card/definition';
import { digitalWalletMethod } from './digital-wallet/definition';
import { facialAgeEstimationMethod } from './facial-age-estimation/definition';
import { idDocumentMethod } from './id-document/definition';
import {
  missingLibraries,
  type MissingLibraries,
  type PackageResolver,
} from './kit/method-libraries';
import type { KitMessages } from './kit/i18n/locales';
import type { MethodDefinition, MethodMount } from './kit/method-definition';
import type { AgeKeyWidgetMessages } from './age-key/messages';
import type { BankAppWidgetMessages } from './bank-app/messages';
import type { CreditCardWidgetMessages } from './credit-card/messages';
import type { DigitalWalletWidgetMessages } from './digital-wallet/messages';
import type { FaceWidgetMessages } from './facial-age-estimation/messages';
import type { IdDocumentWidgetMessages } from './id-document/messages';

/** Every method of the spec, by id (DESIGN.md "Method registry"). */
export const METHODS: Readonly<Record<VerificationMethod, MethodDefinition>> = {
  'age-key': ageKeyMethod,
  'facial-age-estimation': facialAgeEstimationMethod,
  'id-document': idDocumentMethod,
  'digital-wallet': digitalWalletMethod,
  'credit-card': creditCardMethod,
  'bank-app': bankAppMethod,
};

/**
 * The whole widget catalog as the shell and every method's widget part see it: the kit's text
 * and each method's `messages` (the age key's ceremony text is not in it: its widget part and
 * result panel read `age-key-messages.ts` themselves).
 */
export type MethodsWidgetMessages = KitMessages &
  AgeKeyWidgetMessages &
  FaceWidgetMessages &
  IdDocumentWidgetMessages &
  DigitalWalletWidgetMessages &
  CreditCardWidgetMessages &
  BankAppWidgetMessages;

/**
 * The methods this deployment verifies with for real right now; live verifications offer only
 * these. The age key counts only beside another live method: a live key can only be minted
 * from a live pass by another method.
 */
export function liveMethods(ctx: ServiceContext): VerificationMethod[] {
  const others = VERIFICATION_METHODS.filter((m) => m !== 'age-key' && METHODS[m].isLive(ctx));
  return others.length > 0 && METHODS['age-key'].isLive(ctx)
    ? VERIFICATION_METHODS.filter((m) => m === 'age-key' || others.includes(m))
    : [];
}

/**
 * The worker-pool task modules of every method whose libraries are installed (deduplicated, in
 * registry order): a module whose packages are missing would only fail in every thread.
 */
export function methodWorkerModules(isInstalled: PackageResolver = () => true): string[] {
  return [
    ...new Set(
      Object.values(METHODS)
        .filter((m) => !m.libraries || m.libraries.packages.every((name) => isInstalled(name)))
        .flatMap((m) => m.workerModules ?? []),
    ),
  ];
}

/** The methods that are off for want of packages, with what to install (in registry order). */
export function methodsMissingLibraries(
  isInstalled: PackageResolver,
  ranges: Record<string, string> = {},
): ({ method: VerificationMethod } & MissingLibraries)[] {
  return Object.values(METHODS).flatMap((m) => {
    const missing = m.libraries && missingLibraries(m.libraries, isInstalled, ranges);
    return missing ? [{ method: m.id, ...missing }] : [];
  });
}

/** The pages of a method (`MethodDefinition.mount`) that serve `path` in this deployment, if any. */
export function methodMountFor(
  path: string,
  config: ServiceContext['config'],
): MethodMount | undefined {
  return Object.values(METHODS)
    .flatMap((m) => (m.mount ? [m.mount] : []))
    .find(
      (mount) => mount.isOn(config) && (path === mount.path || path.startsWith(`${mount.path}/`)),
    );
}
