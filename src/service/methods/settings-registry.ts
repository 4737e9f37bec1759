import { bankSettings } from './bank-app/bank-config';
import { cardSettings } from './credit-card/card-config';
import { walletSettings } from './digital-wallet/wallet-config';

/**
 * The settings part (`MethodDefinition.settings`) of every method that reads the environment,
 * for the config loader: it checks their variables with the service's own and puts what each
 * reads at its `key` of the configuration. A list of its own beside `registry.ts` because the
 * loader runs for every CLI command and must stay light: the definitions pull in every method's
 * server code. A test keeps the two lists in step.
 */
export const METHOD_SETTINGS = [cardSettings, bankSettings, walletSettings] as const;

type Entry<Part> = Part extends { key: infer Key extends string; read(env: never): infer Settings }
  ? { [K in Key]: Settings }
  : never;
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  all: infer All,
) => void
  ? All
  : never;

/** The methods' part of the service configuration (`config.card`, `config.bank`, …). */
export type MethodsConfig = Intersection<Entry<(typeof METHOD_SETTINGS)[number]>>;
