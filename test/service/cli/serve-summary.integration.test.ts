import { describe, expect, it } from 'vitest';
import { rateLimitNote } from '../../../src/service/cli/commands/serve';
import { loadConfig } from '../../../src/service/config/load-config';

describe('ofage serve: where rate limits are kept', () => {
  it('says limits are per instance on PostgreSQL without OFAGE_REDIS_URL, and what to set', () => {
    expect(rateLimitNote('memory', 'postgres')).toMatch(/per instance.*set OFAGE_REDIS_URL/);
    expect(rateLimitNote('memory', 'sqlite')).toBe('API key rate limits are per instance');
    expect(rateLimitNote('redis', 'postgres')).toMatch(/shared through Redis/);
  });

  it('reads OFAGE_REDIS_URL, and refuses what is not a Redis URL at start-up', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ OFAGE_REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ OFAGE_REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(() => loadConfig({ OFAGE_REDIS_URL: 'http://cache:6379' })).toThrow(/OFAGE_REDIS_URL/);
  });
});
