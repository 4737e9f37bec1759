import { describe, expect, it } from 'vitest';
import { isContractMigration, MIGRATIONS } from '../../../src/service/db/migrate';

const FILES = Object.keys(import.meta.glob('../../../src/service/db/migrations/*.ts'))
  .map((file) => file.split('/').pop()!.replace(/\.ts$/, ''))
  .sort();

describe('the migration list', () => {
  it('registers every migration file, in the order of their names', () => {
    expect(Object.keys(MIGRATIONS)).toEqual(FILES);
  });

  it('names each one NNNN-what, so an older version can tell a contract one by its name alone', () => {
    for (const name of FILES) expect(name).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(isContractMigration('0021-contract-drop-allowed-origins')).toBe(true);
    expect(isContractMigration('0021-contracts')).toBe(false);
    expect(isContractMigration('0021-drop-contract')).toBe(false);
  });

  it('marks none contract: those since the rule (0013 on) only add, so the previous version serves beside them', () => {
    // docs/service/upgrades.md lists each migration's kind; a contract one changes what a
    // rollback can do (restore the backup instead of redeploying the old version).
    expect(FILES.filter(isContractMigration)).toEqual([]);
  });
});
